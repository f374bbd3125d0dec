/** Longest title taken from a URL: it is the reader's input, so it is bounded (React escapes it). */
const MAX_QUERY_TITLE = 100;

/**
 * docs/product.md §2: the page title is the decoded `title` query parameter, else the route's
 * title. URLSearchParams has decoded it already; blank counts as absent.
 */
export function titleFromQuery(query: URLSearchParams): string | null {
  const trimmed = query.get('title')?.trim().slice(0, MAX_QUERY_TITLE);
  return trimmed ? trimmed : null;
}
