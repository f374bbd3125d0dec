import { getTranslations } from 'next-intl/server';
import type { SubscriptionAccount } from '@/lib/types/subscription';
import styles from './AccountList.module.css';

/**
 * Media accounts with their icon and description. Not links yet: the account page (xyDetail)
 * comes with the accounts issue, and a link to a missing page is worse than none.
 */
export async function AccountList({ accounts, label }: { accounts: SubscriptionAccount[]; label: string }) {
  const t = await getTranslations('list');
  if (accounts.length === 0) return <p className={styles.empty}>{t('noContent')}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {accounts.map((account) => (
        <li key={account.id} className={styles.item}>
          {/* eslint-disable-next-line @next/next/no-img-element -- avatars are sized by the platform */}
          {account.icon ? <img src={account.icon} alt="" width={48} height={48} className={styles.icon} loading="lazy" /> : null}
          <div className={styles.text}>
            <h2 className={styles.name}>{account.name}</h2>
            {account.description ? <p className={styles.description}>{account.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
