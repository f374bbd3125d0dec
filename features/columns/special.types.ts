import type { ArticleSummary } from '../articles/article.types';
import type { Column } from './column.types';

/** One sub-column of a special topic with its first articles. */
export interface SpecialSection {
  column: Column;
  articles: ArticleSummary[];
  totalCount: number;
  hasMore: boolean;
}

/** A special topic (getSubSpecialArticles): the topic column, its banner, its sub-columns. */
export interface SpecialTopic {
  column: Column;
  bannerUrl: string;
  sections: SpecialSection[];
}
