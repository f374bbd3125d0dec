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

/** Whether this page view offers the splash: to the audience, once per session. */
export function mayOfferSplash(reader: { automated: boolean; userAgent: string; seenThisSession: boolean }): boolean {
  return !reader.seenThisSession && isAudience(reader);
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
