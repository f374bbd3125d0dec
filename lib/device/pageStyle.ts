/**
 * SPEC section 4: the page style class. 1 desktop, 2 mobile, 3 desktop inside the site
 * management's preview (the `preview` or `view` query flags, set by the management system).
 */
export type PageStyle = 1 | 2 | 3;

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i;

export function pageStyle(userAgent: string, query: URLSearchParams): PageStyle {
  if (MOBILE.test(userAgent)) return 2;
  return query.has('preview') || query.get('view') === 'manage' ? 3 : 1;
}

/** Old Internet Explorer (SPEC section 2: a hint suggests Chrome when enabled). */
export function isOldIe(userAgent: string): boolean {
  return /MSIE \d|Trident\//.test(userAgent);
}
