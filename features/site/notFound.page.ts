import 'server-only';
import type { ArticleSummary } from '@/features/articles/article.types';
import { getTopColumns } from '@/features/columns/server/columns';
import { getArticles } from '@/features/columns/server/articles';

const SUGGESTIONS = 5;

/**
 * The newest stories of the first top column (home's), as a 404 page's suggestions. A 404 must
 * never fail on them: any platform trouble gives none, and the page stands without them.
 */
export async function latestStories(): Promise<ArticleSummary[]> {
  try {
    const first = (await getTopColumns()).find((column) => column.kind !== 'link');
    if (!first) return [];
    return (await getArticles(first.id, 0)).articles.slice(0, SUGGESTIONS);
  } catch {
    return [];
  }
}
