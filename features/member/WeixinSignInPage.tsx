import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { AccountHeader } from './AccountHeader';
import { WeixinConsentForm } from './WeixinConsentForm.island';
import styles from './Account.module.css';

/**
 * weixinSignIn: what signing in with weixin means and the two documents, an unticked box, then
 * weixin's authorize page; or "not now" back to the page (docs/decisions/0064).
 */
export async function WeixinSignInPage({ redirect }: { redirect: string }) {
  const t = await getTranslations('weixinSignIn');
  return (
    <>
      <AccountHeader title={t('title')} backHref={redirect} />
      <main id="content" className={styles.body}>
        <p>{t('intro')}</p>
        <p>{t('shares')}</p>
        <ClientMessages namespaces={['weixinSignIn', 'legalDocs', 'callError']}>
          <WeixinConsentForm redirect={redirect} />
        </ClientMessages>
      </main>
    </>
  );
}
