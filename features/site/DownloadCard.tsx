import { getTranslations } from 'next-intl/server';
import { DownloadButton } from './DownloadButton.island';
import forms from '@/components/forms/Form.module.css';
import styles from '../member/Account.module.css';

/**
 * The download call to action (the button decides in the reader's browser: see DownloadButton).
 * `href`: the site config's download address (wap.downloadUrl); without one there is no button.
 */
export async function DownloadCard({ href }: { href: string }) {
  const t = await getTranslations('account.download');
  return (
    <section className={styles.card}>
      <p>{t('intro')}</p>
      {href ? (
        <DownloadButton href={href} label={t('button')} defaultBrowserMessage={t('defaultBrowser')} />
      ) : (
        <p className={forms.note}>{t('noDownload')}</p>
      )}
    </section>
  );
}
