import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { myFollowsRoute, myReportersRoute } from './paths';
import styles from './FollowTabs.module.css';

/**
 * "My follows" in two lists, each paged on its own (docs/decisions/0064): the media accounts and
 * the reporters, one link to the other above each.
 */
export async function FollowTabs({ current }: { current: 'xy' | 'reporters' }) {
  const t = await getTranslations('reporterFollow');
  const tabs = [
    { id: 'xy', href: myFollowsRoute.href(), label: t('accountsTab') },
    { id: 'reporters', href: myReportersRoute.href(), label: t('reportersTab') },
  ] as const;
  return (
    <nav aria-label={t('tabsLabel')} className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          href={tab.href}
          prefetch={false}
          className={styles.tab}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
