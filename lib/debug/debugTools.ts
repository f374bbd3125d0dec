// The developer-tools trap of the seed specification (docs/product.md §9), as an opt-in only: off
// unless the site config enables it (wap.debugTools), and even then only with the debug query
// suffix, never for search engines. Decided in the browser (components/chrome/DebugTools.island.tsx), so
// the cached page is the same for everyone and nothing of it reaches a crawler's HTML.

/**
 * The query key of the debug suffix, on a site that allows it: `?debug=trap` arms the trap,
 * `?debug=console` opens the on-page console (vConsole) 2 s after load, for a phone without
 * developer tools (a weixin browser).
 */
export const DEBUG_QUERY_KEY = 'debug';

export type DebugToolsMode = 'none' | 'trap' | 'console';

/** How long after load the console comes: the page's own first work goes first. */
export const CONSOLE_DELAY_MS = 2_000;

/** Crawlers and audit tools: they never get the trap, whatever the address says. */
const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|headlesschrome|lighthouse|chrome-lighthouse/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/** What the page arms (the trap or the console): nothing unless the site allows it, the address asks for it and the reader is not a crawler. */
export function debugToolsMode({
  enabled,
  search,
  userAgent,
}: {
  enabled: boolean;
  search: string;
  userAgent: string;
}): DebugToolsMode {
  if (!enabled || isCrawler(userAgent)) return 'none';
  const asked = new URLSearchParams(search).get(DEBUG_QUERY_KEY);
  return asked === 'trap' || asked === 'console' ? asked : 'none';
}
