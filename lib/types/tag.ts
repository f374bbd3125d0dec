import type { ArticleSummary } from './article';

/** One page of a tag's articles (tagScreenArticles). */
export interface TagPage {
  tag: { id: number; name: string };
  articles: ArticleSummary[];
  hasMore: boolean;
  totalCount: number;
}
