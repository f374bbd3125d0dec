/** A call for articles' own address (docs/product.md §2, seekArticleDetail): with its link id when it has one. */
export function seekArticlePath(seek: { id: number; linkId: number }): string {
  return seek.linkId > 0 ? `/seekArticleDetail/${seek.linkId}/${seek.id}.html` : `/seekArticleDetail/${seek.id}.html`;
}
