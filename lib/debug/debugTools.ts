// The developer-tools trap of the seed specification (docs/product.md §9), as an opt-in only: off
// unless the site config enables it (wap.debugTools), and even then only with the debug query
// suffix, never for search engines. Decided in the browser (components/chrome/DebugTools.tsx), so
// the cached page is the same for everyone and nothing of it reaches a crawler's HTML.

/** The query key of the debug suffix: `?debug=trap` arms the trap on a site that allows it. */
export const DEBUG_QUERY_KEY = 'debug';

export type DebugToolsMode = 'none' | 'trap';

/** Crawlers and audit tools: they never get the trap, whatever the address says. */
const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|headlesschrome|lighthouse|chrome-lighthouse/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/** What the page arms: nothing unless the site allows it, the address asks for it and the reader is not a crawler. */
export function debugToolsMode({ enabled, search, userAgent }: { enabled: boolean; search: string; userAgent: string }): DebugToolsMode {
  if (!enabled || isCrawler(userAgent)) return 'none';
  return new URLSearchParams(search).get(DEBUG_QUERY_KEY) === 'trap' ? 'trap' : 'none';
}
