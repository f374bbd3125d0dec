import { route } from '@/lib/routing/route';
import type { ArticleKind } from './article.types';
import { specDetailRoute } from '@/features/columns/paths';
import { liveDetailRoute } from '@/features/live/paths';

// The article routes' facts (docs/decisions/0039; docs/product.md §2). Pure: islands import it.

/** newsDetail: `/newsDetail/{columnId?}/{id}.html`, a news article. */
export const newsDetailRoute = route({
  name: 'newsDetail',
  segments: ['columnId?', 'id'],
  public: true,
  tags: { columnId: 'column', id: 'article' },
});
/** imageDetail: `/imageDetail/{columnId?}/{id}.html`, a photo set. */
export const imageDetailRoute = route({
  name: 'imageDetail',
  segments: ['columnId?', 'id'],
  public: true,
  tags: { columnId: 'column', id: 'article' },
});
/** videoDetail: `/videoDetail/{columnId?}/{id}.html`, a video article. */
export const videoDetailRoute = route({
  name: 'videoDetail',
  segments: ['columnId?', 'id'],
  public: true,
  tags: { columnId: 'column', id: 'article' },
});
/** linkDetail: `/linkDetail/{id}.html`, a link (4) or H5 (12) article. */
export const linkDetailRoute = route({ name: 'linkDetail', segments: ['id'], public: true, tags: { id: 'article' } });
/**
 * Not a platform route: the article without JavaScript for weak networks (docs/decisions/0017),
 * `/liteDetail/{columnId?}/{id}.html`, the same ids as newsDetail's, so a shared full link becomes
 * a lite one by its first segment.
 */
export const liteDetailRoute = route({
  name: 'liteDetail',
  segments: ['columnId?', 'id'],
  public: true,
  tags: { columnId: 'column', id: 'article' },
});

interface ArticleLinkInput {
  id: number;
  columnId: number;
  kind: ArticleKind;
  linkId: number;
  subColumnId: number;
  linkUrl: string;
}

/**
 * The full page of an article as its detail answer gives it, for a page that links back to it (the
 * lite page, an article's comments): its own column and type, no special-topic sub-column.
 */
export function articleDetailLink(article: Pick<ArticleLinkInput, 'id' | 'columnId' | 'kind' | 'linkUrl'>): {
  href: string;
  external: boolean;
} {
  const { id, columnId, kind, linkUrl } = article;
  return articleLink({ id, columnId, kind, linkId: 0, subColumnId: 0, linkUrl });
}

/**
 * The detail address of an article by its type (docs/product.md §2 and 3): a special topic opens
 * its sub-column, live opens liveDetail, a link or H5 opens linkDetail.
 */
export function articleLink(article: ArticleLinkInput): { href: string; external: boolean } {
  const { id, columnId, kind } = article;
  switch (kind) {
    case 'photos':
      return { href: imageDetailRoute.href({ columnId, id }), external: false };
    case 'video':
      return { href: videoDetailRoute.href({ columnId, id }), external: false };
    case 'special':
      return { href: specDetailRoute.href({ linkId: id, id: article.subColumnId || columnId }), external: false };
    case 'live':
      return { href: liveDetailRoute.href({ linkId: article.linkId || id, id }), external: false };
    case 'link':
    case 'h5':
      return { href: linkDetailRoute.href({ id }), external: false };
    default:
      return { href: newsDetailRoute.href({ columnId, id }), external: false };
  }
}
