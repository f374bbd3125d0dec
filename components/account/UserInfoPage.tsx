import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { MemberInfo } from '@/lib/types/member';
import type { Reader } from '@/lib/session/reader';
import { AccountHeader } from './AccountHeader';
import { LogoutButton } from './LogoutButton';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

/** getUserInfo: the reader's name, ids and points, and the links to their other pages. */
export async function UserInfoPage({ reader, info }: { reader: Reader; info: MemberInfo | null }) {
  const [t, tAccount, tActivity, locale] = await Promise.all([
    getTranslations('account.userInfo'),
    getTranslations('account'),
    getTranslations('activity'),
    getLocale(),
  ]);
  const name = info?.nickname || (reader.kind === 'member' ? reader.member.nickname : '') || t('viaApp');
  return (
    <>
      <AccountHeader title={t('title')} />
      <main id="content" className={styles.body}>
        <section className={styles.card} aria-labelledby="member-name">
          <div className={styles.profile}>
            <span className={styles.avatar} aria-hidden="true">
              {Array.from(name)[0]}
            </span>
            <p id="member-name" className={styles.name}>
              {name}
            </p>
          </div>
          {reader.kind === 'app' ? (
            <>
              <p className={forms.note}>{t('appReader')}</p>
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
              <dt>{t('inviteCode')}</dt>
              <dd>{info.inviteCode}</dd>
              <dt>{t('via')}</dt>
              <dd>{reader.member.via === 'weixin' ? t('viaWeixin') : t('viaPhone')}</dd>
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
                  <Link href="/invite.html" prefetch={false}>
                    {tAccount('invite.title')}
                  </Link>
                </li>
                <li>
                  <Link href="/shareinvite.html" prefetch={false}>
                    {tAccount('invite.myCode')}
                  </Link>
                </li>
                <li>
                  <Link href="/integralShop.html" prefetch={false}>
                    {tAccount('integral.title')}
                  </Link>
                </li>
                <li>
                  <Link href="/signupdetail.html" prefetch={false}>
                    {tActivity('signups.title')}
                  </Link>
                </li>
              </ul>
            </nav>
            <ClientMessages namespaces={['account']}>
              <LogoutButton />
              <LogoutButton everywhere />
            </ClientMessages>
          </>
        ) : null}
      </main>
    </>
  );
}
