/**
 * docs/product.md §4: the page style class. 1 desktop, 2 mobile, 3 desktop inside the site
 * management's preview (the `preview` or `view` query flags, set by the management system).
 *
 * Public pages are cached for every reader (docs/decisions/0009), so the server decides only what
 * the URL says: 3 in the preview, else 0 ('decided by the device'); globals.css then gives a
 * desktop-sized, mouse-driven screen style 1's look with a media query and phones style 2's.
 */
export type PageStyle = 0 | 3;

export function pageStyle(query: URLSearchParams): PageStyle {
  return query.has('preview') || query.get('view') === 'manage' ? 3 : 0;
}
