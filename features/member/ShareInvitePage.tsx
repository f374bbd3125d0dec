import { getTranslations } from 'next-intl/server';
import type { InviteCode } from '@/features/member/server/invite';
import type { Reader } from '@/lib/session/reader';
import { AccountHeader } from './AccountHeader';
import { OpenClientNotice } from './OpenClientNotice.island';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { inviteRoute } from '@/features/member/paths';

interface ShareInvitePageProps {
  reader: Reader;
  mine: InviteCode | null;
  /** The invite link as SVG markup (lib/auth/inviteLink.ts). */
  qr: string | null;
  path: string;
}

/** shareinvite: my invite code and its QR code. */
export async function ShareInvitePage({ reader, mine, qr, path }: ShareInvitePageProps) {
  const t = await getTranslations('account');
  return (
    <>
      <AccountHeader title={t('shareinvite.title')} backHref={inviteRoute.href()} />
      <main id="content" className={`${styles.body} ${styles.center}`}>
        {reader.kind === 'app' ? (
          <OpenClientNotice path={path} />
        ) : !mine || !qr ? (
          <p className={forms.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <section className={styles.card}>
            <p className={forms.note}>{t('shareinvite.hint')}</p>
            <p className={styles.code} data-testid="my-invite-code">
              {mine.code}
            </p>
            {/* qrcode's own SVG markup, made on the server from our own link: no reader input reaches it. */}
            <div
              className={styles.qr}
              role="img"
              aria-label={t('shareinvite.qrAlt')}
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <p className={forms.note}>{t('shareinvite.invited', { count: mine.invitedCount })}</p>
          </section>
        )}
      </main>
    </>
  );
}
