import type { Metadata } from 'next';
import { cache } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSubscriptionPage } from '@/lib/platform/subscriptions/subscriptions';
import { routeIds } from '@/lib/lists/routeParams';
import { listMetadata } from '@/lib/lists/listMetadata';
import { PageHeader } from '@/components/chrome/PageHeader';
import { AccountList } from '@/components/list/AccountList';
import tabStyles from '@/components/list/ColumnTabs.module.css';

type Props = { params: Promise<{ params?: string[] }> };

const load = cache(async (params: string[] | undefined) => {
  const ids = routeIds(params, 1);
  if (ids === null) notFound();
  const page = await getSubscriptionPage(ids[0] ?? null, 0);
  if (!page) notFound();
  return page;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).params);
  const t = await getTranslations('list');
  const path = page.category ? `/subscriptionList/${page.category.id}.html` : '/subscriptionList.html';
  return listMetadata(t('subscriptions'), t('subscriptions'), path);
}

/** subscriptionList: the media accounts readers can follow, by category. */
export default async function SubscriptionListPage({ params }: Props) {
  const page = await load((await params).params);
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
