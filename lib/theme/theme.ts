// Themes of docs/product.md §1; `grey` is a filter over the light theme.
export const THEMES = ['light', 'dark', 'grey'] as const;
export type Theme = (typeof THEMES)[number];

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * What the page itself decides: the theme of `<html data-theme>`, or 'auto' when nothing decides
 * and the reader's own choice (the theme switch, lib/theme/themeBoot.ts) or their phone's setting
 * (prefers-color-scheme in globals.css) applies.
 */
export type PageTheme = Theme | 'auto';

/**
 * docs/product.md §2: grey=true gives grey; dark=true (or a dark site config) gives dark;
 * otherwise the `theme` query value; else nothing is decided (null).
 */
export function themeFromQuery(query: URLSearchParams, configDark = false): Theme | null {
  if (query.get('grey') === 'true') return 'grey';
  if (query.get('dark') === 'true' || configDark) return 'dark';
  const requested = query.get('theme');
  return isTheme(requested) ? requested : null;
}

/** Detail pages (newsDetail, liveDetail, specDetail, ...): the ones `detailPageGrey` turns grey. */
export function isDetailPath(pathname: string): boolean {
  const first = pathname.split('/')[1]?.replace(/\.html$/, '') ?? '';
  return /Detail$/.test(first);
}

/**
 * The theme of a page: the query's (docs/product.md §2) with the site's dark config, and grey on
 * detail pages when the site turns `detailPageGrey` on (days of mourning), whatever else is asked.
 */
export function pageTheme(
  query: URLSearchParams,
  pathname: string,
  config: { dark: boolean; detailPageGrey: boolean },
): PageTheme {
  if (config.detailPageGrey && isDetailPath(pathname)) return 'grey';
  return themeFromQuery(query, config.dark) ?? 'auto';
}
