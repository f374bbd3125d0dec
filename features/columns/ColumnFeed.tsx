import type { ReactNode } from 'react';
import type { ArticlePage } from '@/features/articles/article.types';
import type { Column } from '@/features/columns/column.types';
import { Carousel } from './Carousel.island';
import { TopModule } from './TopModule';
import { LiveArticles } from '../live/LiveArticles';
import { ModuleGroups } from './ModuleGroups';
import { ArticleList } from '../articleList/ArticleList';
import { MoreArticles } from '../articleList/MoreArticles.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';

interface ColumnFeedProps {
  column: Column;
  /** Page 0 of the column, with the decorations only page 0 carries. */
  page: ArticlePage;
  leftThumbnail: boolean;
  /** A module of the page's own after the column's modules, before the endless list (home: the most read, reachable there). */
  ownModule?: ReactNode;
}

/**
 * A column as readers see it: carousel, top module, live broadcasts and modules at the head, then
 * the articles in the column's style with its ads, continued by infinite scroll.
 */
export function ColumnFeed({ column, page, leftThumbnail, ownModule }: ColumnFeedProps) {
  const articles = page.articles;
  return (
    // Carousel and MoreArticles translate in the browser.
    <ClientMessages namespaces={['list', 'kind', 'live', 'time']}>
      {page.carousel.length > 0 ? <Carousel slides={page.carousel} /> : null}
      {page.topModule ? <TopModule module={page.topModule} /> : null}
      <LiveArticles lives={page.liveArticles} />
      <ModuleGroups groups={page.modules} />
      {ownModule}
      {/* A service column is its modules; 'no content' under them would be wrong. */}
      {column.kind === 'service' && articles.length === 0 ? null : (
        <ArticleList
          articles={articles}
          columnStyle={column.style}
          leftThumbnail={leftThumbnail}
          label={column.name}
          ads={page.ads}
          isLastPage={!page.hasMore}
          // Under a carousel the list starts below the first screen: its pictures must not compete with the slide.
          eagerCards={page.carousel.length > 0 ? 0 : undefined}
          // The articles are the column's own, beside its modules (each under an h2): right under the h1.
          headingLevel={2}
        />
      )}
      {/* It says 'no more' itself when page 0 was the whole column. */}
      {articles.length > 0 ? (
        <MoreArticles
          source={{ kind: 'column', id: column.id }}
          columnStyle={column.style}
          leftThumbnail={leftThumbnail}
          initialHasMore={page.hasMore}
          firstPageLength={articles.length}
          ads={page.ads}
          headingLevel={2}
        />
      ) : null}
    </ClientMessages>
  );
}
