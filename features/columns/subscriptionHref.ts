/** The address of a page (0-based) of a subscription category; the first page has no query, the site's first category no id. */
export function subscriptionHref(categoryId: number | null, page: number): string {
  const path = categoryId === null ? '/subscriptionList.html' : `/subscriptionList/${categoryId}.html`;
  return page > 0 ? `${path}?page=${page}` : path;
}
