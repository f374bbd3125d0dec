'use client';

import { useSyncExternalStore } from 'react';
import { isWeixinBrowser } from '@/lib/share/sharePayload';
import { WeixinOpenInBrowser } from './WeixinOpenInBrowser';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

const noSubscription = () => () => undefined;

/**
 * Weixin will not download an app: there the reader gets the open-in-browser overlay instead
 * ('please download in the default browser'). Decided in the browser, because the page is cached
 * for every reader (docs/decisions/0009); both buttons have the same size, so nothing moves.
 */
export function DownloadButton({ href, label, defaultBrowserMessage }: { href: string; label: string; defaultBrowserMessage: string }) {
  const weixin = useSyncExternalStore(noSubscription, () => isWeixinBrowser(navigator.userAgent), () => false);
  if (weixin) return <WeixinOpenInBrowser label={label} message={defaultBrowserMessage} />;
  return (
    <a className={`${forms.primary} ${styles.primary}`} href={href} rel="noopener">
      {label}
    </a>
  );
}
