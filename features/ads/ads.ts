import type { Ad, ArticleSummary } from '@/features/articles/article.types';

/** One entry of a list as drawn: an article, or an ad standing after an article. */
export type ListEntry = { type: 'article'; article: ArticleSummary } | { type: 'ad'; ad: Ad };

/**
 * An ad is shown when it has a picture or a title, has started and has not ended. The platform
 * does not filter by time (its ad 6 ended in 2025): the client must.
 */
export function isAdShowing(ad: Ad, now: Date): boolean {
  if (!ad.imageUrl && !ad.title) return false;
  const at = now.getTime();
  if (ad.endsAt !== null && Date.parse(ad.endsAt) < at) return false;
  if (ad.startsAt !== null && Date.parse(ad.startsAt) > at) return false;
  return true;
}

export interface PlaceAdsOptions {
  now: Date;
  /** Index of `articles[0]` in the whole list (0 for the first page). */
  offset?: number;
  /** The list ends here: ads placed after its end stand at the end instead of never. */
  isLastPage?: boolean;
}

/**
 * Interleaves in-list ads with a slice of a list. An ad's `position` is the index in the whole
 * list after which it stands (docs/platform-api.md, getArticles `adv`), so page after page each
 * ad appears once, in the slice holding that index. Ads without a position, expired or not yet
 * started are left out; an empty list gets no ads (it shows 'no content' alone).
 */
export function placeAds(
  articles: ArticleSummary[],
  ads: Ad[],
  { now, offset = 0, isLastPage = false }: PlaceAdsOptions,
): ListEntry[] {
  if (articles.length === 0) return [];
  const seen = new Set<number>();
  const showing = ads
    .filter((ad) => {
      if (ad.position < 0 || seen.has(ad.id) || !isAdShowing(ad, now)) return false;
      seen.add(ad.id);
      return true;
    })
    .sort((a, b) => a.position - b.position);
  const end = offset + articles.length;
  const entries: ListEntry[] = [];
  articles.forEach((article, i) => {
    entries.push({ type: 'article', article });
    for (const ad of showing) if (ad.position === offset + i) entries.push({ type: 'ad', ad });
  });
  if (isLastPage) for (const ad of showing) if (ad.position >= end) entries.push({ type: 'ad', ad });
  return entries;
}
