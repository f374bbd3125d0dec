// How old a page a reader may be shown, added up (docs/decisions/0029: an edit is visible within 30 s).
//
// A page can show content as old as the sum of every cache it passed through: the platform
// answer it was rendered from (CONTENT_CACHE_SECONDS, lib/platform/sharedCache.ts), the page's
// freshness (PAGE_CACHE_SECONDS), the stale-while-revalidate window after it
// (PAGE_CACHE_STALE_SECONDS: the reader who finds the page stale is served it while the new one
// renders), and nginx's micro-cache (deploy/nginx.conf.template, 5 s, plus its own
// serve-stale-while-updating). Before this bound the defaults were 30 + 10 + 10 + 5 = 55 s: a
// background refresh re-rendered from a platform answer kept up to 30 s, so an edited article
// stayed old for up to a minute. With the page cache on, renders are already rare (one per page
// every PAGE_CACHE_SECONDS), so the platform-answer cache only has to join concurrent calls and
// share answers between the variants of a page: 5 s is enough for that.
// With the page cache off (the bench's baseline, set-up d) every request renders and the
// platform-answer cache keeps its 30 s, as before the page cache.

export const EDIT_VISIBLE_WITHIN_SECONDS = 30;
/** nginx's micro-cache lifetime (proxy_cache_valid in deploy/nginx.conf.template). */
export const MICRO_CACHE_SECONDS = 5;
const CONTENT_SECONDS_WITH_PAGE_CACHE = 5;

/** @param {Readonly<Record<string, string | undefined>>} env @param {string} name @param {number} fallback */
const seconds = (env, name, fallback) => {
  const value = Number(env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/**
 * The freshness settings of one front server from its environment, and the worst age of what
 * a reader sees through it and nginx.
 * @param {Record<string, string | undefined>} env
 */
export function freshness(env) {
  const pageCache = env.PAGE_CACHE !== 'off';
  const freshSeconds = seconds(env, 'PAGE_CACHE_SECONDS', 10);
  const staleSeconds = seconds(env, 'PAGE_CACHE_STALE_SECONDS', 5);
  const contentSeconds = seconds(env, 'CONTENT_CACHE_SECONDS', pageCache ? CONTENT_SECONDS_WITH_PAGE_CACHE : 30);
  return {
    pageCache,
    freshSeconds,
    staleSeconds,
    contentSeconds,
    worstEditDelaySeconds: contentSeconds + (pageCache ? freshSeconds + staleSeconds + MICRO_CACHE_SECONDS : 0),
  };
}
