import type { ArticleSummary } from '@/features/articles/article.types';
import type { ListSource } from '@/features/articleList/listSource';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ArticleList } from './ArticleList';
import { MoreArticles } from './MoreArticles.island';

export interface PagedArticlesProps {
  /** The server-rendered first page. */
  articles: ArticleSummary[];
  hasMore: boolean;
  /** What the following pages are loaded from. */
  source: ListSource;
  columnStyle: string;
  leftThumbnail: boolean;
  /** The list's accessible name. */
  label: string;
  headingLevel?: 2 | 3;
}

/**
 * A list's first page in the server HTML, then page after page in the browser (the 'load more'
 * island, with the messages it needs): the one shape of every paged article list outside a column.
 */
export function PagedArticles({
  articles,
  hasMore,
  source,
  columnStyle,
  leftThumbnail,
  label,
  headingLevel,
}: PagedArticlesProps) {
  return (
    <>
      <ArticleList
        articles={articles}
        columnStyle={columnStyle}
        leftThumbnail={leftThumbnail}
        label={label}
        isLastPage={!hasMore}
        headingLevel={headingLevel}
      />
      {articles.length > 0 ? (
        <ClientMessages namespaces={['list', 'kind', 'live', 'time']}>
          <MoreArticles
            source={source}
            columnStyle={columnStyle}
            leftThumbnail={leftThumbnail}
            initialHasMore={hasMore}
            firstPageLength={articles.length}
            headingLevel={headingLevel}
          />
        </ClientMessages>
      ) : null}
    </>
  );
}
