import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SubscriptionPage } from '@/features/columns/subscription.types';
import type { XyAccount } from '@/features/accounts/account.types';
import { subscriptionHref } from '@/features/columns/paths';
import { PageHeader } from '@/components/chrome/PageHeader';
import { AccountList } from '../accounts/AccountList';
import tabStyles from './ColumnTabs.module.css';
import { PageLinks } from '@/components/list/PageLinks';
import styles from './SubscriptionList.module.css';
import { xyListShareRoute } from '@/features/accounts/paths';

/**
 * subscriptionList: the media accounts readers can follow, a tab per category, 20 a page, the
 * way to the influence ranking and, on a first page, the accounts the platform recommends.
 */
export async function SubscriptionListPage({
  page,
  recommended,
}: {
  page: SubscriptionPage;
  recommended: XyAccount[];
}) {
  const t = await getTranslations('list');
  const categoryId = page.category?.id ?? null;
  // Recommendations already in this page's list would be the same account twice.
  const shown = new Set(page.accounts.map((account) => account.id));
  const others = recommended.filter((account) => !shown.has(account.id));
  return (
    <>
      <PageHeader title={t('subscriptions')} />
      {page.categories.length > 1 ? (
        <nav className={tabStyles.tabs} aria-label={t('categories')}>
          <ul className={tabStyles.scroller}>
            {page.categories.map((category) => {
              const current = category.id === categoryId;
              return (
                <li key={category.id}>
                  <Link
                    href={subscriptionHref(category.id, 0)}
                    className={`${tabStyles.tab} ${current ? tabStyles.active : ''}`}
                    aria-current={current ? 'page' : undefined}
                    prefetch={false}
                  >
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <main id="content">
        <p className={styles.rankingLink}>
          <Link href={xyListShareRoute.href()} prefetch={false}>
            {t('influenceRanking')}
          </Link>
        </p>
        {others.length > 0 ? (
          <section aria-labelledby="recommended-accounts">
            <h2 id="recommended-accounts" className={styles.sectionTitle}>
              {t('recommendedAccounts')}
            </h2>
            <AccountList accounts={others} label={t('recommendedAccounts')} />
          </section>
        ) : null}
        {others.length > 0 && page.category ? <h2 className={styles.sectionTitle}>{page.category.name}</h2> : null}
        <AccountList accounts={page.accounts} label={page.category?.name ?? t('subscriptions')} />
        <PageLinks page={page.page} hasMore={page.hasMore} hrefOf={(n) => subscriptionHref(categoryId, n)} />
      </main>
    </>
  );
}
