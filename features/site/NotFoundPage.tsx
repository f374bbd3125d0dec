import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import type { ArticleSummary } from '@/features/articles/article.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from '@/features/articleList/ArticleList';
import styles from './ErrorPage.module.css';
import { siteDocumentTitle } from '@/lib/seo/pageMetadata';
import { homeRoute } from '@/features/columns/paths';
import { searchRoute } from '@/features/search/paths';

/**
 * The 404 page (it had the tab title 首页, no header and no way on but 'home'; docs/decisions/0024). It
 * keeps the site's chrome, says what happened, offers search and the latest stories. The
 * suggestions are optional: when the platform cannot give them the page still stands.
 */
export async function NotFoundPage({ suggestions }: { suggestions: ArticleSummary[] }) {
  const [t, tSearch] = await Promise.all([getTranslations('error'), getTranslations('search')]);
  const documentTitle = await siteDocumentTitle(t('notFoundTitle'));
  return (
    <>
      {/* A page's own notFound() renders this without the root not-found's metadata: the title is set here too. */}
      <title>{documentTitle}</title>
      <PageHeader title={t('notFoundTitle')} />
      <main id="content">
        <section className={styles.box}>
          <p>{t('notFoundBody')}</p>
          <form action={`${BASE_PATH}${searchRoute.href()}`} method="get" role="search" className={styles.search}>
            <label htmlFor="not-found-search" className="visually-hidden">
              {tSearch('placeholder')}
            </label>
            <input
              id="not-found-search"
              name="keyword"
              type="search"
              maxLength={50}
              placeholder={tSearch('placeholder')}
              className={styles.searchInput}
            />
            <button type="submit" className={styles.primary}>
              {tSearch('submit')}
            </button>
          </form>
          <p className={styles.actions}>
            <Link className={styles.secondary} href={homeRoute.href()} prefetch={false}>
              {t('goHome')}
            </Link>
          </p>
        </section>
        {suggestions.length > 0 ? (
          <section aria-labelledby="not-found-latest">
            <h2 id="not-found-latest" className={styles.suggestionsTitle}>
              {t('latest')}
            </h2>
            <ArticleList
              articles={suggestions}
              columnStyle=""
              leftThumbnail={false}
              label={t('latest')}
              eagerCards={0}
            />
          </section>
        ) : null}
      </main>
    </>
  );
}
