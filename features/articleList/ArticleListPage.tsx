import type { ArticleSummary } from '@/features/articles/article.types';
import type { ListSource } from '@/features/articleList/listSource';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PagedArticles } from './PagedArticles';

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
        <PagedArticles
          articles={articles}
          hasMore={hasMore}
          source={source}
          columnStyle={columnStyle}
          leftThumbnail={leftThumbnail}
          label={title}
          headingLevel={2}
        />
      </main>
    </>
  );
}
