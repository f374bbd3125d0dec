import type { ArticleSummary } from '../articles/article.types';

/** An article in the reader's collection ('my collection'), and when they collected it (ISO 8601, null when unknown). */
export interface CollectedArticle {
  article: ArticleSummary;
  collectedAt: string | null;
}

/** One page of the reader's collection, newest first. */
export interface CollectionPage {
  items: CollectedArticle[];
  total: number;
  hasMore: boolean;
}
