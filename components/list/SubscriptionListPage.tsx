import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SubscriptionPage } from '@/lib/types/subscription';
import { PageHeader } from '@/components/chrome/PageHeader';
import { AccountList } from './AccountList';
import tabStyles from './ColumnTabs.module.css';

/** subscriptionList: the media accounts readers can follow, with a tab per category. */
export async function SubscriptionListPage({ page }: { page: SubscriptionPage }) {
  const t = await getTranslations('list');
  return (
    <>
      <PageHeader title={t('subscriptions')} />
      {page.categories.length > 1 ? (
        <nav className={tabStyles.tabs} aria-label={t('categories')}>
          <ul className={tabStyles.scroller}>
            {page.categories.map((category) => {
              const current = category.id === page.category?.id;
              return (
                <li key={category.id}>
                  <Link href={`/subscriptionList/${category.id}.html`} className={`${tabStyles.tab} ${current ? tabStyles.active : ''}`} aria-current={current ? 'page' : undefined} prefetch={false}>
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <main id="content">
        <AccountList accounts={page.accounts} label={page.category?.name ?? t('subscriptions')} />
      </main>
    </>
  );
}
