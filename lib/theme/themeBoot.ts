import type { PageTheme } from './theme';
/**
 * The reader's own theme (docs/decisions/0025): light or dark, chosen with the switch in the site footer or
 * by a `?theme=` link, kept in localStorage and applied before the first paint on every page where
 * the page itself decides nothing (`<html data-theme="auto">`, lib/theme/theme.ts). Not a cookie:
 * public pages are cached for every reader (docs/decisions/0009), so the server render cannot
 * depend on it. Without a choice, globals.css follows the phone's prefers-color-scheme.
 */
export const THEME_KEY = 'touch:theme';

export const READER_THEMES = ['light', 'dark'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];

export function isReaderTheme(value: unknown): value is ReaderTheme {
  return value === 'light' || value === 'dark';
}

/** The browser bar's colour per theme: the page background (globals.css --bg). */
export const THEME_BAR_COLOR: Record<ReaderTheme, string> = { light: '#ffffff', dark: '#121316' };

/**
 * Runs inline at the top of <body>, before anything paints. A `theme` query of light or dark is
 * remembered as the reader's choice (a link into the site in dark stays dark on reload and on the
 * next page); the remembered choice then applies where the page said 'auto', and the browser
 * bar's colour follows. The leading touch:boot comment lets the page cache allow it by hash
 * (server/csp.mjs). Tested by running it (themeBoot.test.ts).
 *
 * First it marks a page inside the provider's app (`<html data-host-app>`, its user agent's
 * xyApp token, lib/auth/hostAppUa.ts): the app has its own top bar, language and theme, so
 * globals.css hides the web's (`[data-web-chrome]`) before they paint. Marked here and not by the
 * server because public pages are cached for every reader (docs/decisions/0009, 0049).
 */
export const THEME_BOOT = `/*touch:boot*/try{if(/(^|\\s)xyApp\\/[0-9]/.test(navigator.userAgent))document.documentElement.setAttribute('data-host-app','')}catch(e){}try{var d=document.documentElement,k=${JSON.stringify(THEME_KEY)},q=new URLSearchParams(location.search).get('theme');if(q==='light'||q==='dark')localStorage.setItem(k,q);var s=localStorage.getItem(k),c=${JSON.stringify(THEME_BAR_COLOR)};if(d.getAttribute('data-theme')==='auto'&&(s==='light'||s==='dark'))d.setAttribute('data-theme',s);var t=d.getAttribute('data-theme');if(c[t])document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.setAttribute('content',c[t]);m.removeAttribute('media')})}catch(e){}`;

/** The reader's stored choice, or null (none, or storage refused). Browser only. */
export function storedReaderTheme(): ReaderTheme | null {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isReaderTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The theme switch's choice, stored and applied to this page at once (THEME_BOOT applies it to
 * later ones). 'auto' returns to what the page decided (`data-server-theme`). A page in mourning
 * grey keeps its grey. Browser only.
 */
export function applyReaderTheme(next: ReaderTheme | 'auto'): void {
  try {
    if (next === 'auto') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, next);
  } catch {
    // Storage refused (private mode): applied to this page only.
  }
  const root = document.documentElement;
  if (root.getAttribute('data-theme') === 'grey') return;
  const decided = root.getAttribute('data-server-theme') ?? 'auto';
  const applied = next === 'auto' ? decided : next;
  root.setAttribute('data-theme', applied);
  paintBrowserBar(applied);
}

/** The browser bar's colour follows a light or dark page (grey and 'auto' leave it as it is). */
function paintBrowserBar(applied: string): void {
  if (!isReaderTheme(applied)) return;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_BAR_COLOR[applied]);
    meta.removeAttribute('media');
  }
}

/**
 * After a client-side navigation: what THEME_BOOT and the server did for the first page, for the
 * next one (docs/product.md §2, the theme is read from the query on every route change). The root
 * layout, which wrote `data-theme`, is not rendered again on such a navigation. `decided` is the
 * new page's own decision (lib/theme/theme.ts pageTheme); `query` its address's query. Browser only.
 */
export function applyPageTheme(decided: PageTheme, query: URLSearchParams): void {
  const requested = query.get('theme');
  if (isReaderTheme(requested)) {
    try {
      localStorage.setItem(THEME_KEY, requested);
    } catch {
      // Storage refused: this page only.
    }
  }
  const root = document.documentElement;
  root.setAttribute('data-server-theme', decided);
  const stored = storedReaderTheme();
  const applied = decided === 'auto' && stored ? stored : decided;
  root.setAttribute('data-theme', applied);
  paintBrowserBar(applied);
}
