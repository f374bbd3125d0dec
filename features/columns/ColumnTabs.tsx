import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { contentLangAttr } from '@/features/articles/contentLocale';
import type { Column } from '@/features/columns/column.types';
import { columnHref, tabColumns, type TabState } from '@/features/columns/columnTabs';
import { ActiveTabIntoView } from './ActiveTabIntoView.island';
import styles from './ColumnTabs.module.css';

interface ColumnTabsProps {
  topColumns: Column[];
  tabs: TabState;
  /** The first top column is home itself. */
  homeId: number | null;
}

/** `current`: 'page' on the tab of this very page, 'true' on a top tab whose child is the page. */
function Tab({
  href,
  label,
  current,
  lang,
}: {
  href: string;
  label: string;
  current?: 'page' | 'true';
  /** A column's name is content (the platform's, in Chinese): its own language, not the interface's. */
  lang?: string;
}) {
  return (
    <li lang={lang}>
      <Link
        href={href}
        className={`${styles.tab} ${current ? styles.active : ''}`}
        aria-current={current}
        prefetch={false}
      >
        {label}
      </Link>
    </li>
  );
}

/** The column tabs under the top bar and, for a column with children, a second row of them. */
export async function ColumnTabs({ topColumns, tabs, homeId }: ColumnTabsProps) {
  const [t, locale] = await Promise.all([getTranslations('chrome'), getLocale()]);
  const parent = tabs.childParent;
  return (
    <nav className={styles.tabs} aria-label={t('columns')}>
      <ul className={styles.scroller}>
        {tabColumns(topColumns).map((column) => (
          <Tab
            key={column.id}
            href={columnHref(column, homeId)}
            label={column.name}
            lang={contentLangAttr(column.name, locale)}
            current={column.id !== tabs.topActiveId ? undefined : tabs.childActiveId === null ? 'page' : 'true'}
          />
        ))}
      </ul>
      {parent ? (
        <ul className={`${styles.scroller} ${styles.children}`} aria-label={parent.name}>
          <Tab
            href={columnHref(parent, homeId)}
            label={t('all')}
            current={tabs.childActiveId === null ? 'true' : undefined}
          />
          {tabs.children.map((column) => (
            <Tab
              key={column.id}
              href={columnHref(column, homeId)}
              label={column.name}
              lang={contentLangAttr(column.name, locale)}
              current={column.id === tabs.childActiveId ? 'page' : undefined}
            />
          ))}
        </ul>
      ) : null}
      <ActiveTabIntoView />
    </nav>
  );
}
