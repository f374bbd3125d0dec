/** The base path of our pages (playwright.config.ts: /{BUILD_TYPE}/{TEMPLATE_PREFIX}). */
export const BASE = '/wap/touch/';

/** The same page in another language or theme: one visit to the page covers its links. */
const VARIANT_KEYS = ['lang', 'theme', 'dark', 'grey'];

/** The first path segment of one of our page addresses: its route family. */
export const routeOf = (path: string) => path.slice(BASE.length).split(/[/.?]/)[0]!;

/** Our own page addresses in a page's anchors, normalised (no fragment, no language or theme variant). */
export function pageLinks(html: string, from: URL): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&');
    if (/^(mailto|tel|javascript|weixin|sms):/i.test(raw) || raw.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(raw, from);
    } catch {
      continue;
    }
    if (url.origin !== from.origin || !url.pathname.startsWith(BASE) || url.pathname.startsWith(`${BASE}api/`))
      continue;
    if (!/\.html$/.test(url.pathname)) continue; // feeds, sitemaps and files have their own specs
    url.hash = '';
    for (const key of VARIANT_KEYS) url.searchParams.delete(key);
    found.add(url.pathname + url.search);
  }
  return [...found];
}
