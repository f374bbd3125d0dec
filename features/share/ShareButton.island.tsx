'use client';

import { useTranslations } from 'next-intl';
import { useToast } from '@/components/chrome/Toast.island';
import { DATA_TYPE } from '@/features/analytics/record';
import { track } from '@/features/analytics/analytics';
import { requestPoints } from '@/features/member/points';
import styles from '../articles/ArticleActions.module.css';

/**
 * Share outside weixin: the system share sheet where the browser has one (Web Share API),
 * else the link is copied. Inside weixin the JS-SDK share (set up elsewhere) takes over.
 */
export function ShareButton({ articleId, title, record = true }: { articleId: number; title: string; record?: boolean }) {
  const t = useTranslations('article');
  const toast = useToast();
  // Statistics records and points are keyed by article id; other services' ids (short videos) are not sent.
  const recordShare = () => {
    if (!record) return;
    track(DATA_TYPE.share, articleId);
    // A signed-in reader earns the platform's sharing points (event1), said after the share's own toast.
    void requestPoints('share', articleId).then((score) => {
      if (score > 0) toast(t('pointsEarned', { score }));
    });
  };
  const onClick = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        recordShare();
        return;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t('linkCopied'));
      recordShare();
    } catch {
      window.prompt(t('share'), url);
    }
  };
  return (
    <button type="button" className={styles.action} onClick={onClick}>
      <span aria-hidden="true">↗</span>
      <span>{t('share')}</span>
    </button>
  );
}
