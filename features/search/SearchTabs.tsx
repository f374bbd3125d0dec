import { useTranslations } from 'next-intl';
import type { SearchTclass } from '@/features/search/classes';
import type { SearchTerms } from '@/features/search/types';
import type { SearchTab } from './SearchView.island';
import { isPlainClick, searchPageHref } from './searchLinks';
import styles from './Search.module.css';

interface SearchTabsProps {
  tabs: SearchTab[];
  /** The search on screen. */
  terms: SearchTerms;
  onChoose: (tclass: SearchTclass) => void;
}

/** The search classes (news, videos, accounts …), each a link to the same search in that class. */
export function SearchTabs({ tabs, terms, onChoose }: SearchTabsProps) {
  const t = useTranslations('search');
  return (
    <nav className={styles.tabs} aria-label={t('classes')}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => {
          const active = tab.tclass === terms.tclass;
          return (
            <li key={tab.tclass}>
              <a
                href={searchPageHref({ ...terms, tclass: tab.tclass })}
                className={`${styles.tab} ${active ? styles.tabActive : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onChoose(tab.tclass);
                }}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
