import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapArticleDetail } from '../articleDetail.map';
import { getArticleContentCall, myArticleContentCall } from '../calls';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';

/**
 * An article for its detail page, or null when the platform says there is no such article.
 * Other failures reject: the page answers 503. `poster` asks for the poster variant
 * (myArticleContent), which never shows the preview banner.
 */
export async function getArticleContent(
  articleId: number,
  options: { columnId?: number; poster?: boolean } = {},
): Promise<ArticleDetail | null> {
  const raw = await platformCall(options.poster ? myArticleContentCall : getArticleContentCall, {
    articleId,
    columnId: options.columnId,
  });
  if (!raw) return null;
  const detail = mapArticleDetail(raw);
  return options.poster ? { ...detail, preview: false } : detail;
}
