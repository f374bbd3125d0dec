import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { isWeixinBrowser } from '@/lib/share/sharePayload';
import { WeixinOpenInBrowser } from './WeixinOpenInBrowser';
import styles from './Account.module.css';

/** Where the app is downloaded from: the site's own page (APP_DOWNLOAD_URL), else the demo's. */
export function appDownloadUrl(): string {
  return process.env.APP_DOWNLOAD_URL ?? 'https://example.org/app/';
}

/**
 * The download call to action. Weixin will not download an app: there the reader is shown the
 * open-in-browser overlay instead ('please download in the default browser').
 */
export async function DownloadCard() {
  const t = await getTranslations('account.download');
  const weixin = isWeixinBrowser((await headers()).get('user-agent') ?? '');
  return (
    <section className={styles.card}>
      <p>{t('intro')}</p>
      {weixin ? (
        <WeixinOpenInBrowser label={t('button')} message={t('defaultBrowser')} />
      ) : (
        <a className={styles.primary} href={appDownloadUrl()} rel="noopener">
          {t('button')}
        </a>
      )}
    </section>
  );
}
