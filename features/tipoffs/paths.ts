import { route } from '@/lib/routing/route';
import type { SeekArticle } from '@/features/tipoffs/submission.types';

// The tip-off and call-for-articles routes' facts (docs/decisions/0039; docs/product.md §2).

/** tipoffDetail: `/tipoffDetail/{id?}.html`, a tip-off (without an id: the form). */
export const tipoffDetailRoute = route({ name: 'tipoffDetail', segments: ['id?'] });
/** seekArticleDetail: `/seekArticleDetail/{linkID?}/{id?}.html`, a call for articles (without an id: the calls). */
export const seekArticleDetailRoute = route({ name: 'seekArticleDetail', segments: ['linkID?', 'id?'], public: true });
/** inputArticleDetail: `/inputArticleDetail/{id?}.html`, a submission to a call. */
export const inputArticleDetailRoute = route({ name: 'inputArticleDetail', segments: ['id?'] });

/** A call for articles' canonical address: with its link id when it has one. */
export const seekHref = (seek: Pick<SeekArticle, 'id' | 'linkId'>) =>
  seekArticleDetailRoute.href({ linkID: seek.linkId > 0 ? seek.linkId : null, id: seek.id });
