import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { TopBar } from '@/features/site/TopBar';
import { LoginForm } from './LoginForm.island';
import { HostAppLogin } from './HostAppLogin.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import forms from '@/components/forms/Form.module.css';
import Link from 'next/link';
import type { LoginOffer } from './loginOffer';
import { getUserInfoRoute } from './paths';
import styles from './Account.module.css';

interface LoginPageProps {
  config: SiteConfig;
  /** The checked way back (our own origin only). */
  redirect: string;
  /** The web form, the app's sign-in, or, for the app's member, that they are signed in (loginOffer.ts). */
  offer: LoginOffer;
}

/** login: the top bar with a close icon, then the form (a member is sent to their own page first). */
export async function LoginPage({ config, redirect, offer }: LoginPageProps) {
  const inApp = offer !== 'form';
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
          {offer === 'appMember' ? (
            <>
              <p className={forms.note}>{tInApp('signedInInApp')}</p>
              <Link href={getUserInfoRoute.href()} prefetch={false} className={forms.primary}>
                {tInApp('toAccount')}
              </Link>
            </>
          ) : inApp ? (
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
