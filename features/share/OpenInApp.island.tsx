'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/useHydrated';
import { hostAppBridgePresent } from '@/lib/client/hostApp';
import { isHostApp } from '@/lib/auth/hostAppUa';
import { isAppleMobile, weixinPlatform } from '@/lib/device/weixin';
import { openAppAction, type OpenAppEnvironment } from '@/features/share/chain';
import { fallBackToDownload } from '@/features/share/fallback';
import type { OpenAppConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import styles from './OpenInApp.module.css';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';

// Weixin's open tag is only for weixin readers: its code loads when one is here (the bundle budget).
const WeixinLaunchTag = lazy(withChunkTimeout('WeixinLaunchTag', () => import('./WeixinLaunchTag.island')));
// So is the 'tap ··· and open in the browser' overlay, shown only inside weixin.
const WeixinOpenInBrowser = lazy(
  withChunkTimeout('WeixinOpenInBrowser', () =>
    import('@/features/member/WeixinOpenInBrowser.island').then((module) => ({ default: module.WeixinOpenInBrowser })),
  ),
);

function readerEnvironment(weixinTagFailed: boolean): OpenAppEnvironment {
  const userAgent = navigator.userAgent;
  return {
    inHostApp: isHostApp(userAgent) || hostAppBridgePresent(),
    weixin: weixinPlatform(userAgent),
    ios: isAppleMobile(userAgent),
    weixinTagFailed,
  };
}

interface OpenInAppProps {
  config: OpenAppConfig;
  /** The page's absolute address: what the app opens. */
  pageUrl: string;
  /** The download page (downloadClient), with the base path. */
  downloadHref: string;
  appName: string;
}

/**
 * "Open in the app" on article pages (docs/product.md §2, docs/decisions/0038). The server HTML is the
 * same for every reader (a link to the download page, which works without script); after hydration
 * the island decides from the user agent and the host bridge: nothing inside the provider's app,
 * weixin's open tag or the 'tap Open' overlay inside weixin, and elsewhere the deep-link chain,
 * started by the reader's tap and never before.
 */
export function OpenInApp({ config, pageUrl, downloadHref, appName }: OpenInAppProps) {
  const t = useTranslations('openApp');
  const tApp = useTranslations('account.app');
  const hydrated = useHydrated();
  // 'failed' once weixin's tag failed; 'tapped' when it failed on the reader's tap (the overlay opens at once).
  const [tagFailure, setTagFailure] = useState<null | 'failed' | 'tapped'>(null);
  const cancelFallback = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelFallback.current?.(), []);

  const action = hydrated ? openAppAction(readerEnvironment(tagFailure !== null), config, pageUrl, downloadHref) : null;
  if (action?.kind === 'none') return null;

  let control: React.ReactNode;
  if (action?.kind === 'weixinOverlay') {
    control = (
      // While its code loads, the same labelled button, disabled as before hydration (lib/client/useHydrated).
      <Suspense
        fallback={
          <button type="button" className={styles.button} disabled>
            {t('open')}
          </button>
        }
      >
        <WeixinOpenInBrowser
          label={t('open')}
          message={tApp('openInApp')}
          platform={action.platform}
          buttonClassName={styles.button}
          startOpen={tagFailure === 'tapped'}
        />
      </Suspense>
    );
  } else if (action?.kind === 'weixinTag') {
    control = (
      <Suspense fallback={<span className={styles.button}>{t('open')}</span>}>
        <WeixinLaunchTag appid={action.appid} extinfo={action.extinfo} label={t('open')} onFailure={setTagFailure} />
      </Suspense>
    );
  } else if (action?.kind === 'chain') {
    const startFallback = () => {
      cancelFallback.current?.();
      cancelFallback.current = fallBackToDownload(action.fallbackHref, action.waitMs);
    };
    control = (
      <a className={styles.button} href={action.appHref} onClick={startFallback}>
        {t('open')}
      </a>
    );
  } else {
    control = (
      <a className={styles.button} href={action?.href ?? downloadHref}>
        {t('open')}
      </a>
    );
  }
  return (
    <div className={styles.bar}>
      <p className={styles.prompt}>{t('prompt', { app: appName })}</p>
      {control}
    </div>
  );
}
