import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Column } from '@/lib/types/column';
import styles from './ColumnTabs.module.css';

/** The column tabs under the top bar. The first top column is home itself. */
export async function ColumnTabs({ columns, activeId, homeId }: { columns: Column[]; activeId: number; homeId: number }) {
  const t = await getTranslations('chrome');
  return (
    <nav className={styles.tabs} aria-label={t('columns')}>
      <ul className={styles.scroller}>
        {columns.map((column) => {
          const href = column.id === homeId ? '/home.html' : `/columnDetail/${column.id}.html`;
          const active = column.id === activeId;
          return (
            <li key={column.id}>
              <Link href={href} className={`${styles.tab} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined} prefetch={false}>
                {column.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
