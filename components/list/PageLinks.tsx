import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './PageLinks.module.css';

/**
 * Previous / this page / next of a server-paged list (`?page=N`, 0-based): plain links, so readers
 * without script and crawlers page too. Nothing when the list fits on one page.
 */
export async function PageLinks({
  page,
  hasMore,
  hrefOf,
}: {
  page: number;
  hasMore: boolean;
  hrefOf: (page: number) => string;
}) {
  if (page === 0 && !hasMore) return null;
  const t = await getTranslations('list');
  return (
    <nav className={styles.pager} aria-label={t('pages')}>
      {page > 0 ? (
        <Link href={hrefOf(page - 1)} prefetch={false} rel="prev">
          {t('previousPage')}
        </Link>
      ) : null}
      <span aria-current="page">{t('pageNumber', { page: page + 1 })}</span>
      {hasMore ? (
        <Link href={hrefOf(page + 1)} prefetch={false} rel="next">
          {t('nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
