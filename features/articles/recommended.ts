import type { ArticleSummary } from '@/features/articles/article.types';

/** How many recommended articles an article page shows (recommendList). */
export const RECOMMENDED_SHOWN = 4;

/**
 * Recommended articles less those the page already shows (the article itself, its related
 * reading): a reader should not meet the same article twice at the foot of one page.
 */
export function withoutShown(recommended: readonly ArticleSummary[], shownIds: readonly number[]): ArticleSummary[] {
  const shown = new Set(shownIds);
  return recommended.filter((a) => !shown.has(a.id)).slice(0, RECOMMENDED_SHOWN);
}
