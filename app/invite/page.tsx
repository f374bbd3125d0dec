import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getInviteCode } from '@/lib/platform/api/invite';
import { privatePageMetadata } from '@/lib/http/privatePageMetadata';
import { requireReader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { AccountHeader } from '@/components/account/AccountHeader';
import { InviteForm } from '@/components/account/InviteForm';
import { OpenClientNotice } from '@/components/account/OpenClientNotice';
import styles from '@/components/account/Account.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

const PATH = '/invite.html';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.invite');
  return privatePageMetadata(t('title'));
}

/** invite: enter a friend's invite code (SPEC section 2, title 'invite code'). */
export default async function InvitePage() {
  const reader = await requireReader(PATH);
  const t = await getTranslations('account');
  const mine = reader.kind === 'member' ? await loadMemberData(reader.member, PATH, getInviteCode) : null;
  return (
    <>
      <AccountHeader title={t('invite.title')} backHref="/getUserInfo.html" />
      <main id="content" className={styles.body}>
        {reader.kind === 'app' ? (
          <OpenClientNotice path={PATH} />
        ) : !mine ? (
          <p className={styles.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <>
            <section className={styles.card} aria-labelledby="my-code">
              <h2 id="my-code" className={styles.label}>
                {t('invite.myCode')}
              </h2>
              <p className={styles.code} data-testid="my-invite-code">
                {mine.code}
              </p>
              <Link href="/shareinvite.html" prefetch={false} className={styles.primary}>
                {t('invite.shareMine')}
              </Link>
            </section>
            <h2 className={styles.sectionTitle}>{t('invite.label')}</h2>
            {mine.invited ? (
              <p className={styles.note}>{t('invite.already')}</p>
            ) : (
              <>
                <p className={styles.note}>{t('invite.intro')}</p>
                <ClientMessages namespaces={['account']}>
                  <InviteForm />
                </ClientMessages>
              </>
            )}
          </>
        )}
      </main>
    </>
  );
}
