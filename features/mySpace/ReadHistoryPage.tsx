import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { AccountHeader } from '@/features/member/AccountHeader';
import { getUserInfoRoute } from '@/features/member/paths';
import { ReadHistory } from './ReadHistory.island';
import styles from './MySpace.module.css';

/** readHistory: what this device read; the list lives on the device, so the island draws it. */
export async function ReadHistoryPage() {
  const t = await getTranslations('mySpace.history');
  return (
    <>
      <AccountHeader title={t('title')} backHref={getUserInfoRoute.href()} />
      <main id="content" className={styles.body}>
        <ClientMessages namespaces={['mySpace']}>
          <ReadHistory />
        </ClientMessages>
      </main>
    </>
  );
}
