import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/api/config';
import { privatePageMetadata } from '@/lib/http/privatePageMetadata';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { headers } from 'next/headers';
import { currentReader } from '@/lib/session/reader';
import { isHostApp } from '@/lib/auth/hostAppUa';
import { siteOrigin } from '@/lib/site';
import { TopBar } from '@/components/chrome/TopBar';
import { LoginForm } from '@/components/account/LoginForm';
import { LogoutButton } from '@/components/account/LogoutButton';
import { HostAppLogin } from '@/components/account/HostAppLogin';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import styles from '@/components/account/Account.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return privatePageMetadata(t('loginTitle'));
}

/**
 * login: `/login.html?redirect=/path.html` (SPEC section 2, top bar with a close icon). The way
 * back is checked here and again by the login handler: our own origin only.
 */
export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).redirect;
  const redirect = safeReturnPath(Array.isArray(raw) ? raw[0] : raw, siteOrigin());
  const [config, reader, t, tChrome, requestHeaders] = await Promise.all([
    getSiteConfig(),
    currentReader(),
    getTranslations('account'),
    getTranslations('chrome'),
    headers(),
  ]);
  const inApp = isHostApp(requestHeaders.get('user-agent'));
  return (
    <>
      <a className="skip-link" href="#content">
        {tChrome('skipToContent')}
      </a>
      <TopBar config={config} variant="login" closeHref={redirect} />
      <main id="content" className={styles.body}>
        <h1 className={styles.heading}>{t('loginHeading')}</h1>
        {reader?.kind === 'member' ? (
          <div className={styles.form}>
            <p>{t('signedInAs', { name: reader.member.nickname || reader.member.userId })}</p>
            <Link href="/getUserInfo.html" prefetch={false} className={styles.primary}>
              {t('userInfo.title')}
            </Link>
            <Link href={redirect} prefetch={false} className={styles.secondaryBlock}>
              {t('back')}
            </Link>
            <ClientMessages namespaces={['account']}>
              <LogoutButton />
            </ClientMessages>
          </div>
        ) : (
          <ClientMessages namespaces={['account']}>
            {inApp ? <HostAppLogin /> : null}
            <LoginForm redirect={redirect} />
          </ClientMessages>
        )}
      </main>
    </>
  );
}
