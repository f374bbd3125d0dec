import { useId, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { SearchTclass } from '@/lib/search/classes';
import { isPlainClick, searchPageHref } from './searchLinks';
import styles from './Search.module.css';

interface SearchSuggestionsProps {
  recentWords: string[];
  hotWords: string[];
  tclass: SearchTclass;
  hotHeadingRef: RefObject<HTMLHeadingElement | null>;
  onSearch: (word: string) => void;
  onClearRecent: () => void;
}

/** Before a search: the device's recent searches, the site's hot words, or a word of intro. */
export function SearchSuggestions({ recentWords, hotWords, tclass, hotHeadingRef, onSearch, onClearRecent }: SearchSuggestionsProps) {
  const t = useTranslations('search');
  const id = useId();
  return (
    <>
      {recentWords.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-recent`}>
          <div className={styles.sectionHead}>
            <h2 id={`${id}-recent`} className={styles.sectionTitle}>
              {t('recent')}
            </h2>
            <button type="button" className={styles.clear} onClick={onClearRecent}>
              {t('clearRecent')}
            </button>
          </div>
          <ul className={styles.chips}>
            {recentWords.map((word) => (
              <li key={word}>
                <button type="button" className={styles.chip} onClick={() => onSearch(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hotWords.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-hot`}>
          <div className={styles.sectionHead}>
            <h2 id={`${id}-hot`} ref={hotHeadingRef} tabIndex={-1} className={`${styles.sectionTitle} ${styles.headingTarget}`}>
              {t('hotWords')}
            </h2>
          </div>
          <ul className={styles.chips}>
            {hotWords.map((word) => (
              <li key={word}>
                {/* A link, so the hot word works before JS; with JS it searches in place. */}
                <a
                  href={searchPageHref(word, tclass)}
                  className={styles.chip}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onSearch(word);
                  }}
                >
                  {word}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hotWords.length === 0 && recentWords.length === 0 ? <p className={styles.intro}>{t('intro')}</p> : null}
    </>
  );
}
