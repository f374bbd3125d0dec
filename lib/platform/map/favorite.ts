import { mapArticleSummary, toIsoTime } from './article';
import type { RawFavList } from '../schemas/favorite';
import type { CollectionPage } from '@/lib/types/favorite';

/** myFavList → a page of the collection: each item a list article and when it was collected. */
export function mapCollectionPage(raw: RawFavList): CollectionPage {
  return {
    items: raw.list.map((item) => ({ article: mapArticleSummary(item), collectedAt: toIsoTime(item.favTime) })),
    total: raw.totalCount,
    hasMore: raw.hasMore,
  };
}
