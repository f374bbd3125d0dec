import type { Ad } from '@/features/articles/article.types';
import { isCrawler } from '@/lib/debug/debugTools';
import { isAdShowing } from './ads';

/**
 * The splash ad (开屏, docs/product.md §2 "Advertising"): once per browser session, on home, for
 * people only. Marked in sessionStorage before it is asked, so a failing ads host warns once per
 * session, not on every visit home.
 */
export const SPLASH_SEEN_KEY = 'touch:splash:seen';

/** The platform's `pageTime` (seconds on screen) within what a reader will sit through: 5 when it gives none. */
export const SPLASH_DEFAULT_SECONDS = 5;
export const SPLASH_MAX_SECONDS = 10;

export function splashSeconds(pageTime: number): number {
  if (!Number.isFinite(pageTime) || pageTime <= 0) return SPLASH_DEFAULT_SECONDS;
  return Math.min(SPLASH_MAX_SECONDS, Math.max(1, Math.round(pageTime)));
}

/**
 * Who is an ad's audience: not a crawler (by its user agent), not an automated browser
 * (`navigator.webdriver`: share-preview renderers, audit tools, test robots). They get neither
 * the splash nor count impressions and clicks.
 */
export function isAudience({ automated, userAgent }: { automated: boolean; userAgent: string }): boolean {
  return !automated && !isCrawler(userAgent);
}

/**
 * Query keys that mark an address as a shared or campaign link (docs/decisions/0087): any `utm_*`
 * key, `from` (weixin's `from=singlemessage|groupmessage|timeline`, and our own share links), and
 * the keys weixin adds when it opens a shared page (`isappinstalled`, `scene`, `clicktime`, `enterid`).
 */
const SHARE_KEYS = new Set(['from', 'isappinstalled', 'scene', 'clicktime', 'enterid', 'share', 'shareid']);

/**
 * Whether this page view is an arrival from elsewhere (docs/decisions/0087): a referrer of another
 * origin (a search engine, a chat app, another site), or an address carrying share or campaign keys.
 * Such a reader came for the news they were shown a link to, and never gets the splash.
 */
export function isArrivalFromElsewhere({ href, referrer }: { href: string; referrer: string }): boolean {
  let page: URL;
  try {
    page = new URL(href);
  } catch {
    return false;
  }
  for (const key of page.searchParams.keys()) {
    const lower = key.toLowerCase();
    if (lower.startsWith('utm_') || SHARE_KEYS.has(lower)) return true;
  }
  if (referrer === '') return false;
  try {
    return new URL(referrer).origin !== page.origin;
  } catch {
    // A referrer that is no URL came from nowhere we know: treat it as elsewhere.
    return true;
  }
}

/** What the browser remembers of the last splash shown (localStorage): when, and the interval then configured. */
export const SPLASH_SHOWN_KEY = 'touch:splash:shown';

/**
 * Whether the configured interval since the last splash has passed: `everyHours` 0 (the default) means
 * once per browser session only, which the session mark already enforces.
 */
export function intervalPassed(last: { shownAt: number; everyHours: number } | null, now: number): boolean {
  if (last === null || !(last.everyHours > 0)) return true;
  return now - last.shownAt >= last.everyHours * 3_600_000;
}

/** Reads the mark written by `markShown`; anything unreadable counts as never shown. */
export function readShown(raw: string | null): { shownAt: number; everyHours: number } | null {
  if (raw === null) return null;
  const [shownAt = Number.NaN, everyHours = Number.NaN] = raw.split(' ').map(Number);
  return Number.isFinite(shownAt) && Number.isFinite(everyHours) ? { shownAt, everyHours } : null;
}

export function markShown(shownAt: number, everyHours: number): string {
  return `${shownAt} ${everyHours}`;
}

/**
 * Whether this page view offers the splash: to the audience, once per session, never to a reader
 * arriving from elsewhere, and no more often than the site's configured interval.
 */
export function mayOfferSplash(reader: {
  automated: boolean;
  userAgent: string;
  seenThisSession: boolean;
  arrivedFromElsewhere?: boolean;
  intervalPassed?: boolean;
}): boolean {
  return (
    !reader.seenThisSession &&
    reader.arrivedFromElsewhere !== true &&
    reader.intervalPassed !== false &&
    isAudience(reader)
  );
}

/**
 * Hours between two splashes for one browser, from SPLASH_EVERY_HOURS (0 or unset: once per browser
 * session, docs/product.md §2 "Advertising"); nonsense is said plainly and read as 0.
 */
export function splashEveryHours(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours < 0) {
    console.warn(`[ads] SPLASH_EVERY_HOURS=${raw} is not a number of hours: once per browser session`);
    return 0;
  }
  return Math.min(hours, 24 * 365);
}

/** The splash to show: the first running ad with a picture (the platform answers them in `adOrder`). */
export function pickSplash<T extends { ad: Ad }>(candidates: readonly T[], now: Date): T | null {
  return candidates.find(({ ad }) => ad.imageUrl !== '' && isAdShowing(ad, now)) ?? null;
}

/** Column banners (type 4) to show at a column's head: running ones, at most `max`, each once. */
export function pickBanners(ads: readonly (Ad & { type: number })[], now: Date, max = 1): Ad[] {
  const seen = new Set<number>();
  return ads
    .filter((ad) => {
      if (ad.type !== 4 || ad.imageUrl === '' || seen.has(ad.id) || !isAdShowing(ad, now)) return false;
      seen.add(ad.id);
      return true;
    })
    .slice(0, max);
}
