import { getTranslations } from 'next-intl/server';
import { AccountHeader } from '../member/AccountHeader';
import { DownloadCard } from './DownloadCard';
import { InvitationArrival } from '../member/InvitationArrival.island';
import forms from '@/components/forms/Form.module.css';
import styles from '../member/Account.module.css';

/** downloadClient and invitedToDownload: the download card, under a friend's invite code when there is one. */
export async function DownloadPage({
  title,
  invited,
  code,
  downloadUrl,
}: {
  title: string;
  invited: boolean;
  code: string | null;
  downloadUrl: string;
}) {
  const t = await getTranslations('account.download');
  return (
    <>
      <AccountHeader title={title} />
      <main id="content" className={invited ? `${styles.body} ${forms.form}` : styles.body}>
        {code ? (
          <section className={`${styles.card} ${styles.center}`}>
            <p className={styles.code} data-testid="invited-code">
              {t('invitedCode', { code })}
            </p>
            <p className={forms.note}>{t('invitedHint')}</p>
            {invited ? <InvitationArrival code={code} /> : null}
          </section>
        ) : null}
        <DownloadCard href={downloadUrl} />
      </main>
    </>
  );
}
