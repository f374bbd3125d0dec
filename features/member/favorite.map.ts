import { mapArticleSummary, toIsoTime } from '../articles/article.map';
import type { RawFavList } from './favorite.schema';
import type { CollectionPage } from '@/features/member/favorite.types';

/** myFavList → a page of the collection: each item a list article and when it was collected. */
export function mapCollectionPage(raw: RawFavList): CollectionPage {
  return {
    items: raw.list.map((item) => ({ article: mapArticleSummary(item), collectedAt: toIsoTime(item.favTime) })),
    total: raw.totalCount,
    hasMore: raw.hasMore,
  };
}
