import 'server-only';
import { isPlatformError } from '@/lib/platform/errors';
import type { PaperArticle, PaperNeighbour, PaperNeighbours } from '@/features/paper/paper.types';
import { edgeArticle, layoutsOnward, neighbourOf } from '../neighbours';
import { getIssue, getLayout } from './paper';

const NONE: PaperNeighbours = { previous: null, next: null };

/**
 * The articles before and after one in its issue (docs/product.md §2): from the issue's layouts and
 * the layouts' article lists, the calls the reader makes anyway (cached for every article of the
 * issue). A preview has none (it is in no list); a failed call leaves the links out rather than
 * the article (they are secondary).
 */
export async function issueNeighbours(article: PaperArticle): Promise<PaperNeighbours> {
  if (article.preview) return NONE;
  try {
    const [issue, layout] = await Promise.all([getIssue(article.paperId, article.date), getLayout(article.layout.id)]);
    const at = layout?.articles.findIndex((a) => a.id === article.id) ?? -1;
    const index = issue?.layouts.findIndex((l) => l.id === article.layout.id) ?? -1;
    if (!issue || !layout || at === -1 || index === -1) return NONE;
    const side = async (by: -1 | 1): Promise<PaperNeighbour | null> => {
      const same = layout.articles[at + by];
      if (same) return neighbourOf(same, null);
      // The nearest layout with articles (usually the very next: one call).
      for (const other of layoutsOnward(issue.layouts, index, by)) {
        const picked = edgeArticle((await getLayout(other.id, other))?.articles ?? [], by);
        if (picked) return neighbourOf(picked, other);
      }
      return null;
    };
    const [previous, next] = await Promise.all([side(-1), side(1)]);
    return { previous, next };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return NONE;
  }
}
