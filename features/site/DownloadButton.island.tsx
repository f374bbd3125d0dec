'use client';

import { useSyncExternalStore } from 'react';
import { weixinPlatform } from '@/lib/device/weixin';
import { WeixinOpenInBrowser } from '../member/WeixinOpenInBrowser.island';
import forms from '@/components/forms/Form.module.css';
import styles from '../member/Account.module.css';

const noSubscription = () => () => undefined;

/**
 * Weixin will not download an app: there the reader gets the open-in-browser overlay instead
 * ('please download in the default browser'), pointing where weixin on their platform opens a
 * browser. Decided in the browser, because the page is cached for every reader (docs/decisions/0009):
 * the server and the first render give the link; both buttons have the same size, so nothing moves.
 */
export function DownloadButton({
  href,
  label,
  defaultBrowserMessage,
}: {
  href: string;
  label: string;
  defaultBrowserMessage: string;
}) {
  const platform = useSyncExternalStore(
    noSubscription,
    () => weixinPlatform(navigator.userAgent),
    () => null,
  );
  if (platform) return <WeixinOpenInBrowser label={label} message={defaultBrowserMessage} platform={platform} />;
  return (
    <a className={`${forms.primary} ${styles.primary}`} href={href} rel="noopener">
      {label}
    </a>
  );
}
