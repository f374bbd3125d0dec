import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { InviteCode } from '@/features/member/server/invite';
import type { Reader } from '@/lib/session/reader';
import { AccountHeader } from './AccountHeader';
import { InviteForm } from './InviteForm.island';
import { OpenClientNotice } from './OpenClientNotice.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { getUserInfoRoute, shareinviteRoute } from '@/features/member/paths';

/** invite: my own code, and the form for a friend's (once). */
export async function InvitePage({ reader, mine, path }: { reader: Reader; mine: InviteCode | null; path: string }) {
  const t = await getTranslations('account');
  return (
    <>
      <AccountHeader title={t('invite.title')} backHref={getUserInfoRoute.href()} />
      <main id="content" className={styles.body}>
        {reader.kind === 'app' ? (
          <OpenClientNotice path={path} />
        ) : !mine ? (
          <p className={forms.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <>
            <section className={styles.card} aria-labelledby="my-code">
              <h2 id="my-code" className={forms.label}>
                {t('invite.myCode')}
              </h2>
              <p className={styles.code} data-testid="my-invite-code">
                {mine.code}
              </p>
              <Link href={shareinviteRoute.href()} prefetch={false} className={`${forms.primary} ${styles.primary}`}>
                {t('invite.shareMine')}
              </Link>
            </section>
            <h2 className={styles.sectionTitle}>{t('invite.label')}</h2>
            {mine.invited ? (
              <p className={forms.note}>{t('invite.already')}</p>
            ) : (
              <>
                <p className={forms.note}>{t('invite.intro')}</p>
                <ClientMessages namespaces={['account', 'callError']}>
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
