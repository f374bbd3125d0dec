import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { TopBar } from '@/features/site/TopBar';
import { LoginForm } from './LoginForm.island';
import { HostAppLogin } from './HostAppLogin.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import styles from './Account.module.css';

interface LoginPageProps {
  config: SiteConfig;
  /** The checked way back (our own origin only). */
  redirect: string;
  /** Opened inside the provider's app: the app signs the reader in, not the phone form. */
  inApp: boolean;
}

/** login: the top bar with a close icon, then the form (a member is sent to their own page first). */
export async function LoginPage({ config, redirect, inApp }: LoginPageProps) {
  const [t, tChrome, tInApp] = await Promise.all([
    getTranslations('account'),
    getTranslations('chrome'),
    getTranslations('inApp'),
  ]);
  return (
    <>
      <a className="skip-link" href="#content">
        {tChrome('skipToContent')}
      </a>
      <TopBar config={config} variant="login" closeHref={redirect} />
      <main id="content" className={styles.body}>
        <h1 className={styles.heading}>{inApp ? tInApp('loginHeading') : t('loginHeading')}</h1>
        <ClientMessages namespaces={['account', 'callError', 'inApp', 'legalDocs']}>
          {inApp ? (
            <HostAppLogin>
              <LoginForm redirect={redirect} />
            </HostAppLogin>
          ) : (
            <LoginForm redirect={redirect} />
          )}
        </ClientMessages>
      </main>
    </>
  );
}
