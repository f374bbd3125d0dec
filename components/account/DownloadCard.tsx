import { getTranslations } from 'next-intl/server';
import { DownloadButton } from './DownloadButton';
import styles from './Account.module.css';

/** Where the app is downloaded from: the site's own page (APP_DOWNLOAD_URL), else the demo's. */
export function appDownloadUrl(): string {
  return process.env.APP_DOWNLOAD_URL ?? 'https://example.org/app/';
}

/** The download call to action (the button decides in the reader's browser: see DownloadButton). */
export async function DownloadCard() {
  const t = await getTranslations('account.download');
  return (
    <section className={styles.card}>
      <p>{t('intro')}</p>
      <DownloadButton href={appDownloadUrl()} label={t('button')} defaultBrowserMessage={t('defaultBrowser')} />
    </section>
  );
}
