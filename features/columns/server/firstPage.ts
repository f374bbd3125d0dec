import 'server-only';
import { isPlatformError } from '@/lib/platform/errors';
import type { ArticlePage } from '@/features/articles/article.types';
import { getArticles } from './articles';

/** A column's list call failed: the page shows the empty marker with a retry (docs/product.md §8). */
export const LIST_FAILED = 'failed';

/**
 * Page 0 of a column, or LIST_FAILED when the platform did not give it: the column's page still
 * renders (its tabs, its modules' place, a retry) instead of the whole page becoming the 503 page
 * (docs/decisions/0063). Anything but a platform failure is a bug and is passed on.
 */
export async function columnFirstPage(columnId: number): Promise<ArticlePage | typeof LIST_FAILED> {
  try {
    return await getArticles(columnId, 0);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // List calls log the error and leave what is shown (docs/product.md §8).
    console.error(`[columns] the list of column ${columnId} failed (${error.kind}): ${error.message}`);
    return LIST_FAILED;
  }
}
