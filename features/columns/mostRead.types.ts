import type { ArticleSummary } from '@/features/articles/article.types';

/** The most read of the day and of the week (docs/product.md §7), most read first; each may be empty. */
export interface MostReadLists {
  day: ArticleSummary[];
  week: ArticleSummary[];
}
