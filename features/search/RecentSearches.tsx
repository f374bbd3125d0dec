import { useId } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Search.module.css';

interface RecentSearchesProps {
  words: string[];
  onSearch: (word: string) => void;
  onClear: () => void;
}

/** The device's recent searches, each a button that searches it again, and a way to forget them. */
export function RecentSearches({ words, onSearch, onClear }: RecentSearchesProps) {
  const t = useTranslations('search');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('recent')}
        </h2>
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('clearRecent')}
        </button>
      </div>
      <ul className={styles.chips}>
        {words.map((word) => (
          <li key={word}>
            <button type="button" className={styles.chip} onClick={() => onSearch(word)}>
              {word}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
