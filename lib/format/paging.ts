// When to offer "load more" (docs/product.md §4, §9). The platform often omits a has-more
// flag, so a full page is taken to mean there may be another one; the cost of
// being wrong is one request that comes back empty and shows "no more".

/** Page size of xy lists, dynamics, activities and module lists. */
export const PAGE_SIZE = 20;

/** Dynamics (moments) pages say "more" from this many items on. */
export const DYNAMIC_MORE_THRESHOLD = 10;

/** True when the page came back full or the server says there is more. */
export function hasMore(pageLength: number, serverSaysHasMore?: boolean | null, pageSize: number = PAGE_SIZE): boolean {
  if (serverSaysHasMore === true) return true;
  if (!Number.isFinite(pageLength) || !Number.isFinite(pageSize) || pageSize <= 0) return false;
  return pageLength >= pageSize;
}

/** Dynamics lists: more when the page held at least 10 items. */
export function dynamicHasMore(pageLength: number): boolean {
  return Number.isFinite(pageLength) && pageLength >= DYNAMIC_MORE_THRESHOLD;
}
