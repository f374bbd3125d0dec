import { useId, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { SearchTerms } from '@/features/search/types';
import { isPlainClick, searchPageHref } from './searchLinks';
import styles from './Search.module.css';

interface HotWordsProps {
  words: string[];
  /** The class and order a hot word is searched in. */
  terms: SearchTerms;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSearch: (word: string) => void;
}

/** The site's hot words (searchWordDely), each a link to its search. */
export function HotWords({ words, terms, headingRef, onSearch }: HotWordsProps) {
  const t = useTranslations('search');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`${styles.sectionTitle} ${styles.headingTarget}`}>
          {t('hotWords')}
        </h2>
      </div>
      <ul className={styles.chips}>
        {words.map((word) => (
          <li key={word}>
            {/* A link, so the hot word works before JS; with JS it searches in place. */}
            <a
              href={searchPageHref({ ...terms, keyword: word })}
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
  );
}
