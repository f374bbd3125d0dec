import type { ArticleKind } from './article.types';

interface PathInput {
  id: number;
  columnId: number;
  kind: ArticleKind;
  linkId: number;
  subColumnId: number;
  linkUrl: string;
}

/**
 * The detail path of an article by its type (docs/product.md §2 and 3): a special topic opens its
 * sub-column, live opens liveDetail, a link goes out only when it has an address.
 */
export function articlePath(article: PathInput): { href: string; external: boolean } {
  const { id, columnId, kind } = article;
  switch (kind) {
    case 'photos':
      return { href: `/imageDetail/${columnId}/${id}.html`, external: false };
    case 'video':
      return { href: `/videoDetail/${columnId}/${id}.html`, external: false };
    case 'special':
      return { href: `/specDetail/${id}/${article.subColumnId || columnId}.html`, external: false };
    case 'live':
      return { href: `/liveDetail/${article.linkId || id}/${id}.html`, external: false };
    case 'link':
    case 'h5':
      return { href: `/linkDetail/${id}.html`, external: false };
    default:
      return { href: `/newsDetail/${columnId}/${id}.html`, external: false };
  }
}
