import type { SeekArticle } from '@/features/tipoffs/submission.types';

/** docs/product.md §2: the calls for articles (seekArticleDetail without an id). */
export const SEEK_LIST_PATH = '/seekArticleDetail.html';

/** A call for articles' canonical address: with its link id when it has one. */
export const seekPath = (seek: Pick<SeekArticle, 'id' | 'linkId'>) =>
  seek.linkId > 0 ? `/seekArticleDetail/${seek.linkId}/${seek.id}.html` : `/seekArticleDetail/${seek.id}.html`;
