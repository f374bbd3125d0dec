'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/chrome/Toast.island';
import { useHydrated } from '@/lib/client/useHydrated';
import { hostAppBridgePresent, sendToHostApp } from '@/lib/client/hostApp';
import { isHostApp } from '@/lib/auth/hostAppUa';
import { isWeixinBrowser } from '@/lib/device/weixin';
import type { ShareTarget } from './shareTarget';
import type { ShareView } from './ShareSheet.island';
import styles from './SharePanel.module.css';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';

// The panel, the pointer and the poster load on the first tap: the button is all a page's first load carries.
const ShareSheet = lazy(withChunkTimeout('ShareSheet', () => import('./ShareSheet.island')));
// The share's record (and its points) loads once the app has shared; like every chunk, failed after 120 s.
const loadRecordShare = withChunkTimeout('recordShare', () => import('./recordShare'));

/**
 * The share button of every shareable page (docs/product.md §2 "Share panel", docs/decisions/0053).
 * What it opens depends on where the page runs, decided on the tap (pages are cached for everyone,
 * docs/decisions/0009):
 * - inside the provider's app, the app's own share sheet through the bridge's `share` action;
 * - inside weixin, the pointer to weixin's ··· menu (the share card itself is set by WeixinShare;
 *   when weixin refused our signature the menu still shares the page, so the pointer is right either way);
 * - elsewhere a panel: the system share sheet where the browser has one, Weibo, QQ, copy link and
 *   the share poster (a picture with the page's QR code, to save or long-press).
 */
export function SharePanel({ target, buttonClassName }: { target: ShareTarget; buttonClassName?: string }) {
  const t = useTranslations('sharePanel');
  const toast = useToast();
  const hydrated = useHydrated();
  const [view, setView] = useState<ShareView | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setView(null);
    opener.current?.focus();
  };
  const onOpen = () => {
    const userAgent = navigator.userAgent;
    if (isHostApp(userAgent) || hostAppBridgePresent()) {
      const { link, ...rest } = target.payload;
      if (sendToHostApp('share', { ...rest, url: link })) {
        void loadRecordShare().then(({ recordShare }) =>
          recordShare(target, 'app').then((score) => {
            if (score > 0) toast(t('pointsEarned', { score }));
          }),
        );
        return;
      }
    }
    setView(isWeixinBrowser(userAgent) ? 'pointer' : 'panel');
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClassName ?? styles.opener}
        onClick={onOpen}
        disabled={!hydrated}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">↗</span>
        <span>{t('share')}</span>
      </button>
      {view ? (
        <Suspense fallback={null}>
          <ShareSheet target={target} view={view} show={setView} close={close} />
        </Suspense>
      ) : null}
    </>
  );
}
