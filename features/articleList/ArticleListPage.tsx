import type { ArticleSummary } from '@/features/articles/article.types';
import type { ListSource } from '@/features/articleList/listSource';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from './ArticleList';
import { MoreArticles } from './MoreArticles.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';

interface ArticleListPageProps {
  title: string;
  /** The server-rendered first page. */
  articles: ArticleSummary[];
  hasMore: boolean;
  /** What the following pages are loaded from. */
  source: ListSource;
  columnStyle: string;
  leftThumbnail: boolean;
}

/** A list page of its own (moreImage, specMore, tagList): a header, the first page, then page after page. */
export function ArticleListPage({
  title,
  articles,
  hasMore,
  source,
  columnStyle,
  leftThumbnail,
}: ArticleListPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <main id="content">
        <ArticleList
          articles={articles}
          columnStyle={columnStyle}
          leftThumbnail={leftThumbnail}
          label={title}
          isLastPage={!hasMore}
          headingLevel={2}
        />
        {articles.length > 0 ? (
          <ClientMessages namespaces={['list', 'kind', 'live', 'time']}>
            <MoreArticles
              source={source}
              columnStyle={columnStyle}
              leftThumbnail={leftThumbnail}
              initialHasMore={hasMore}
              firstPageLength={articles.length}
              headingLevel={2}
            />
          </ClientMessages>
        ) : null}
      </main>
    </>
  );
}
