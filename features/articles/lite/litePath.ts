/**
 * The lite page of an article (docs/decisions/0017): `/liteDetail/{columnId}/{id}.html`, the same
 * ids as the full newsDetail path, so a shared full link becomes a lite one by its first segment.
 */
export function litePath(article: { id: number; columnId: number }): string {
  return `/liteDetail/${article.columnId}/${article.id}.html`;
}
