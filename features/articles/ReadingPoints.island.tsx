'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { requestPoints } from '@/features/member/points';
import { useToast } from '@/components/chrome/Toast.island';

/** How long the page must be in view before it counts as read. */
export const READ_AFTER_MS = 10_000;

/**
 * Points for reading (event1): once the article has been in view for a while, a signed-in reader
 * earns the platform's reading points, and a toast says so. The page itself is cached and the
 * same for everyone; only /api/member/points knows who reads. Time in a background tab does not count.
 */
export function ReadingPoints({ articleId }: { articleId: number }) {
  const t = useTranslations('article');
  const toast = useToast();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let cancelled = false;
    const start = () => {
      if (timer === null && document.visibilityState === 'visible') {
        timer = setTimeout(() => {
          void requestPoints('read', articleId).then((score) => {
            if (!cancelled && score > 0) toast(t('pointsEarned', { score }));
          });
        }, READ_AFTER_MS);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') start();
      else if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [articleId, t, toast]);
  return null;
}
