import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { queryTitle } from '@/lib/http/queryTitle';
import { AccountHeader } from '@/components/account/AccountHeader';
import { DownloadCard } from '@/components/account/DownloadCard';
import styles from '@/components/account/Account.module.css';

interface Props {
  params: Promise<{ params?: string[] }>;
}

/** An invite code as it appears in links: letters and digits only, else nothing is shown. */
function inviteCodeOf(raw: string | undefined): string | null {
  const code = decodeURIComponent(raw ?? '').toUpperCase();
  return /^[A-Z0-9]{4,12}$/.test(code) ? code : null;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.download');
  return { title: (await queryTitle()) ?? t('invitedTitle') };
}

/** invitedToDownload/{id?}/{code?}: a friend's invite, opened from the Shareinvite QR code. */
export default async function InvitedToDownloadPage({ params }: Props) {
  const segments = (await params).params ?? [];
  const code = inviteCodeOf(segments[1]);
  const t = await getTranslations('account.download');
  return (
    <>
      <AccountHeader title={t('invitedTitle')} />
      <main id="content" className={`${styles.body} ${styles.form}`}>
        {code ? (
          <section className={`${styles.card} ${styles.center}`}>
            <p className={styles.code} data-testid="invited-code">
              {t('invitedCode', { code })}
            </p>
            <p className={styles.note}>{t('invitedHint')}</p>
          </section>
        ) : null}
        <DownloadCard />
      </main>
    </>
  );
}
