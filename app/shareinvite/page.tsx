import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getInviteCode } from '@/lib/platform/member/invite';
import { privatePageMetadata } from '@/lib/http/privatePageMetadata';
import { requireReader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { inviteLink, inviteQrSvg } from '@/lib/auth/inviteLink';
import { AccountHeader } from '@/components/account/AccountHeader';
import { OpenClientNotice } from '@/components/account/OpenClientNotice';
import styles from '@/components/account/Account.module.css';

const PATH = '/shareinvite.html';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.shareinvite');
  return privatePageMetadata(t('title'));
}

/** Shareinvite: my invite code and its QR code (SPEC section 2, 'your exclusive invite code'). */
export default async function ShareInvitePage() {
  const reader = await requireReader(PATH);
  const t = await getTranslations('account');
  const mine = reader.kind === 'member' ? await loadMemberData(reader.member, PATH, getInviteCode) : null;
  const qr = mine && reader.kind === 'member' ? await inviteQrSvg(inviteLink(reader.member.userId, mine.code)) : null;
  return (
    <>
      <AccountHeader title={t('shareinvite.title')} backHref="/invite.html" />
      <main id="content" className={`${styles.body} ${styles.center}`}>
        {reader.kind === 'app' ? (
          <OpenClientNotice path={PATH} />
        ) : !mine || !qr ? (
          <p className={styles.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <section className={styles.card}>
            <p className={styles.note}>{t('shareinvite.hint')}</p>
            <p className={styles.code} data-testid="my-invite-code">
              {mine.code}
            </p>
            {/* qrcode's own SVG markup, made here from our own link: no reader input reaches it. */}
            <div className={styles.qr} role="img" aria-label={t('shareinvite.qrAlt')} dangerouslySetInnerHTML={{ __html: qr }} />
            <p className={styles.note}>{t('shareinvite.invited', { count: mine.invitedCount })}</p>
          </section>
        )}
      </main>
    </>
  );
}
