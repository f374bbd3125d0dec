import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SubscriptionAccount } from '@/features/columns/subscription.types';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { FollowButton } from '@/features/accounts/FollowButton.island';
import styles from './AccountList.module.css';

/** One line of a list of accounts: what every list has, a place in a ranking and a short note (its influence) where there is one. */
export interface AccountListItem extends SubscriptionAccount {
  rank?: number;
  note?: string;
}

/**
 * Media accounts (subscriptions, the influence ranking, recommendations): icon, name and
 * description linking to the account page, and a follow button. Only accounts readers may see
 * reach here (the mappers discard the others, docs/product.md §4). The buttons of one list ask
 * the reader's state in one request after load: the list itself is the same for everyone.
 */
export async function AccountList({
  accounts,
  label,
  ordered = false,
}: {
  accounts: AccountListItem[];
  label: string;
  ordered?: boolean;
}) {
  const t = await getTranslations('list');
  if (accounts.length === 0) return <p className={styles.empty}>{t('noContent')}</p>;
  const ids = accounts.map((account) => account.id);
  const List = ordered ? 'ol' : 'ul';
  return (
    <ClientMessages namespaces={['xy', 'callError']}>
      <List className={styles.list} aria-label={label}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.item}>
            {account.rank !== undefined ? (
              <span className={`${styles.rank} ${account.rank <= 3 ? styles.top : ''}`} aria-hidden="true">
                {account.rank}
              </span>
            ) : null}
            <Link href={account.href} prefetch={false} className={styles.link}>
              {account.icon ? (
                // eslint-disable-next-line @next/next/no-img-element -- avatars are sized by the platform
                <img src={account.icon} alt="" width={48} height={48} className={styles.icon} loading="lazy" />
              ) : null}
              <span className={styles.text}>
                <span className={styles.name}>{account.name}</span>
                {account.description ? <span className={styles.description}>{account.description}</span> : null}
                {account.note ? <span className={styles.note}>{account.note}</span> : null}
              </span>
            </Link>
            <FollowButton xyId={account.id} name={account.name} groupIds={ids} />
          </li>
        ))}
      </List>
    </ClientMessages>
  );
}
