import type { ArticleSummary } from '../articles/article.types';

/** One page of a tag's articles (tagScreenArticles). */
export interface TagPage {
  tag: { id: number; name: string };
  articles: ArticleSummary[];
  hasMore: boolean;
  totalCount: number;
}
