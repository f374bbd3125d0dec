import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { queryTitle } from '@/lib/http/queryTitle';
import { AccountHeader } from '@/components/account/AccountHeader';
import { DownloadCard } from '@/components/account/DownloadCard';
import styles from '@/components/account/Account.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.download');
  return { title: (await queryTitle()) ?? t('title') };
}

/** downloadClient: where readers get the provider's app (SPEC section 2). */
export default async function DownloadClientPage() {
  const t = await getTranslations('account.download');
  return (
    <>
      <AccountHeader title={t('title')} />
      <main id="content" className={styles.body}>
        <DownloadCard />
      </main>
    </>
  );
}
