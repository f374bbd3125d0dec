import { isRecord } from '@/lib/platform/primitives';

// The real myFav's page (the recorded answers of jiangbm/XFJ_FZ_API App_Interact/output.xml;
// docs/decisions/0096) as the designed myFavList's: each item names the article (articleID) and
// carries it whole under `article`, with when it was collected as `time`. It passes a designed
// answer through as it is.

/** The designed page's size, which the real call keeps too: a full page may have more after it. */
const PAGE_SIZE = 20;

export function favItems(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.list) || 'totalCount' in data) return data;
  const items = data.list.filter(isRecord);
  if (!items.some((item) => isRecord(item.article))) return data;
  return {
    list: items.map((item) =>
      isRecord(item.article)
        ? { ...item.article, favTime: item.time ?? '' }
        : // An article the CMS no longer has comes with `article` null: the item's own id, title and type stand.
          { ...item, fileId: item.articleID, favTime: item.time ?? '' },
    ),
    totalCount: 0,
    hasMore: items.length >= PAGE_SIZE,
  };
}
