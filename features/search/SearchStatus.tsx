import { useTranslations } from 'next-intl';
import { MAX_KEYWORD_LENGTH } from '@/features/search/query';
import styles from './Search.module.css';

interface SearchStatusProps {
  query: string;
  searchable: boolean;
  failed: boolean;
  /** The platform's count for the search on screen, once its first page has come. */
  totalCount: number | undefined;
  shownCount: number;
}

/** One line that screen readers announce: too long, searching, nothing found, or how many. */
export function SearchStatus({ query, searchable, failed, totalCount, shownCount }: SearchStatusProps) {
  const t = useTranslations('search');
  let status = '';
  if (query !== '' && !searchable) status = t('tooLong', { max: MAX_KEYWORD_LENGTH });
  else if (searchable && totalCount !== undefined)
    status =
      shownCount === 0
        ? t('noResults', { keyword: query })
        : t('resultCount', { count: Math.max(totalCount, shownCount) });
  else if (searchable && !failed) status = t('searching');
  return (
    <p className={styles.status} role="status">
      {status}
    </p>
  );
}
