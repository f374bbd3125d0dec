import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { MemberInfo } from '@/features/member/member.types';
import type { CollectionPage } from '@/features/member/favorite.types';
import type { Reader } from '@/lib/session/reader';
import { AccountHeader } from './AccountHeader';
import { LogoutButton } from './LogoutButton.island';
import { MyCollection } from './MyCollection.island';
import { ProfileForm } from './ProfileForm.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import {
  cancelAccountRoute,
  integralShopRoute,
  inviteRoute,
  setPasswordRoute,
  shareinviteRoute,
} from '@/features/member/paths';
import { ConsentPrompt } from './ConsentPrompt.island';
import { SpaceLinks } from '@/features/mySpace/SpaceLinks';

interface UserInfoPageProps {
  reader: Reader;
  info: MemberInfo | null;
  /** The first page of the member's collection; null when it failed (or for an app reader, who has none here). */
  collection: CollectionPage | null;
  /** Unread messages of the member's message centre; null when unknown. */
  unread?: number | null;
  /** Whether the platform can end every login of the member (the real SSO's logout ends one device's). */
  logoutEverywhere?: boolean;
}

/** getUserInfo: the reader's name, ids and points, their collection, and the links to their other pages. */
export async function UserInfoPage({
  reader,
  info,
  collection,
  unread = null,
  logoutEverywhere = true,
}: UserInfoPageProps) {
  const [t, tAccount, tInApp, tSecurity, locale] = await Promise.all([
    getTranslations('account.userInfo'),
    getTranslations('account'),
    getTranslations('inApp'),
    getTranslations('accountSecurity'),
    getLocale(),
  ]);
  // The app keeps its member's profile (docs/host-app-bridge.md): the page knows only their id, so
  // it names them by it, never by the way they came in ("客户端" read as a nickname).
  const name =
    reader.kind === 'app'
      ? tInApp('memberName', { id: reader.userId })
      : info?.nickname || reader.member.nickname || t('title');
  return (
    <>
      <AccountHeader title={t('title')} />
      <main id="content" className={styles.body}>
        {info && !info.consentCurrent ? (
          // A raised version of the user agreement or privacy policy is asked again here (docs/decisions/0050).
          <ClientMessages namespaces={['legalDocs', 'account', 'callError']}>
            <ConsentPrompt />
          </ClientMessages>
        ) : null}
        <section className={styles.card} aria-labelledby="member-name">
          <div className={styles.profile}>
            {info?.head ? (
              // The platform's address of the member's picture (weixin's, or their upload drawn again without metadata).
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={info.head}
                alt=""
                className={styles.avatarImage}
                width={56}
                height={56}
                data-testid="member-avatar"
              />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {Array.from(name)[0]}
              </span>
            )}
            <p id="member-name" className={styles.name} dir="auto">
              {name}
            </p>
          </div>
          {reader.kind === 'app' ? (
            <>
              <p className={forms.note}>{tInApp('appReader')}</p>
              <dl className={styles.facts}>
                <dt>{t('userId')}</dt>
                <dd data-testid="member-id">{reader.userId}</dd>
                <dt>{t('via')}</dt>
                <dd>{t('viaApp')}</dd>
              </dl>
            </>
          ) : info ? (
            <dl className={styles.facts}>
              <dt>{t('userId')}</dt>
              <dd data-testid="member-id">{info.userId}</dd>
              {info.phone ? (
                <>
                  <dt>{t('phone')}</dt>
                  <dd>{info.phone}</dd>
                </>
              ) : null}
              <dt>{t('score')}</dt>
              <dd data-testid="member-score">{info.score}</dd>
              {/* The invite code is on its own page ("my invite code", below), with the means to share it. */}
              <dt>{t('via')}</dt>
              <dd>
                {reader.member.via === 'weixin'
                  ? t('viaWeixin')
                  : reader.member.via === 'app'
                    ? t('viaApp')
                    : t('viaPhone')}
              </dd>
              {info.memberSince ? (
                <>
                  <dt>{t('memberSince')}</dt>
                  <dd>{formatDateTime(info.memberSince, locale, 'date')}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p className={forms.error} role="alert">
              {tAccount('loadFailed')}
            </p>
          )}
        </section>
        {reader.kind === 'member' ? (
          <>
            <nav aria-label={t('links')}>
              <ul className={styles.links}>
                <li>
                  <Link href={inviteRoute.href()} prefetch={false}>
                    {tAccount('invite.title')}
                  </Link>
                </li>
                <li>
                  <Link href={shareinviteRoute.href()} prefetch={false}>
                    {tAccount('invite.myCode')}
                  </Link>
                </li>
                <li>
                  <Link href={integralShopRoute.href()} prefetch={false}>
                    {tAccount('integral.title')}
                  </Link>
                </li>
              </ul>
            </nav>
            {/* The sign-ups are among the member's own pages (SpaceLinks): listed once. */}
            <SpaceLinks unread={unread} />
            <nav aria-label={tSecurity('heading')}>
              <ul className={styles.links}>
                <li>
                  <Link href={setPasswordRoute.href()} prefetch={false}>
                    {info?.hasPassword ? tSecurity('changePasswordTitle') : tSecurity('setPasswordTitle')}
                  </Link>
                </li>
                <li>
                  <Link href={cancelAccountRoute.href()} prefetch={false}>
                    {tSecurity('cancelTitle')}
                  </Link>
                </li>
              </ul>
            </nav>
            <ClientMessages namespaces={['account', 'callError', 'upload']}>
              {info ? <ProfileForm nickname={info.nickname} /> : null}
              <MyCollection first={collection?.items ?? null} hasMore={collection?.hasMore ?? false} />
              <LogoutButton />
              {logoutEverywhere ? <LogoutButton everywhere /> : null}
            </ClientMessages>
          </>
        ) : null}
      </main>
    </>
  );
}
