import { platformCall } from '../call';
import { isPlatformError } from '../errors';
import { rawArticleContentSchema } from '../schemas/articleContent';
import { mapArticleDetail } from '../map/articleDetail';
import type { ArticleDetail } from '@/lib/types/articleDetail';

/**
 * An article for its detail page, or null when the platform says there is no such article
 * (a negative status on this call). Other failures reject: the page answers 503.
 * `poster` asks for the poster variant (myArticleContent), which never shows the preview banner.
 */
export async function getArticleContent(articleId: number, options: { columnId?: number; poster?: boolean } = {}): Promise<ArticleDetail | null> {
  try {
    const raw = await platformCall(options.poster ? 'myArticleContent' : 'getArticleContent', {
      params: { articleId, colID: options.columnId },
      schema: rawArticleContentSchema,
    });
    const detail = mapArticleDetail(raw);
    return options.poster ? { ...detail, preview: false } : detail;
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'status' && (error.status ?? 0) < 0) return null;
    throw error;
  }
}
