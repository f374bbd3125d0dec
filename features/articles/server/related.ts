import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapArticleSummary } from '../article.map';
import { getRelArticlesCall, recommendListCall } from '../calls';
import type { ArticleSummary } from '@/features/articles/article.types';

/** How many related articles an article page shows (docs/product.md §3). */
const RELATED_SHOWN = 6;

/** An article's related reading from getRelArticles: topical, not its column's newest. */
export async function getRelatedArticles(articleId: number): Promise<ArticleSummary[]> {
  const { list } = await platformCall(getRelArticlesCall, articleId);
  return list.slice(0, RELATED_SHOWN).map(mapArticleSummary);
}

/** recommendList beside an article: what the site recommends, most liked and shared first (none when it fails: secondary). */
export async function getRecommendedArticles(articleId: number): Promise<ArticleSummary[]> {
  const { list } = await platformCall(recommendListCall, articleId);
  return list.map(mapArticleSummary);
}
