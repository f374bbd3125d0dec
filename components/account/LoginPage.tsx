import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/lib/types/siteConfig';
import type { Reader } from '@/lib/session/reader';
import { TopBar } from '@/components/chrome/TopBar';
import { LoginForm } from './LoginForm';
import { LogoutButton } from './LogoutButton';
import { HostAppLogin } from './HostAppLogin';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import styles from './Account.module.css';

interface LoginPageProps {
  config: SiteConfig;
  reader: Reader | null;
  /** The checked way back (our own origin only). */
  redirect: string;
  /** Opened inside the provider's app: its own login is offered too. */
  inApp: boolean;
}

/** login: the top bar with a close icon, then the form, or who is signed in. */
export async function LoginPage({ config, reader, redirect, inApp }: LoginPageProps) {
  const [t, tChrome] = await Promise.all([getTranslations('account'), getTranslations('chrome')]);
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
          <ClientMessages namespaces={['account', 'callError']}>
            {inApp ? <HostAppLogin /> : null}
            <LoginForm redirect={redirect} />
          </ClientMessages>
        )}
      </main>
    </>
  );
}
