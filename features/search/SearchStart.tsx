import type { ReactNode, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { SearchTerms } from '@/features/search/types';
import { RecentSearches } from './RecentSearches';
import { HotWords } from './HotWords';
import styles from './Search.module.css';

interface SearchStartProps {
  recentWords: string[];
  hotWords: string[];
  /** The site's most read articles, rendered on the server (features/search/HotArticles.tsx). */
  hotArticles?: ReactNode;
  terms: SearchTerms;
  hotHeadingRef: RefObject<HTMLHeadingElement | null>;
  onSearch: (word: string) => void;
  onClearRecent: () => void;
}

/** Before a search: the device's recent searches, the site's hot words (or a word of intro), then its most read articles. */
export function SearchStart({
  recentWords,
  hotWords,
  hotArticles,
  terms,
  hotHeadingRef,
  onSearch,
  onClearRecent,
}: SearchStartProps) {
  const t = useTranslations('search');
  return (
    <>
      {hotWords.length === 0 && recentWords.length === 0 ? <p className={styles.intro}>{t('intro')}</p> : null}
      {recentWords.length > 0 ? (
        <RecentSearches words={recentWords} onSearch={onSearch} onClear={onClearRecent} />
      ) : null}
      {hotWords.length > 0 ? (
        <HotWords words={hotWords} terms={terms} headingRef={hotHeadingRef} onSearch={onSearch} />
      ) : null}
      {hotArticles}
    </>
  );
}
