import 'server-only';
import { platformCall } from '../call';
import { isPlatformError } from '../errors';
import { rawArticleContentSchema } from '../schemas/articleContent';
import { mapArticleDetail } from '../map/articleDetail';
import { contentTtlMs, sharedCache } from '../sharedCache';
import type { ArticleDetail } from '@/lib/types/articleDetail';

// Shared between renders for the content ttl: the metadata and the page of one request, and
// every reader of a shared link. A missing article (null) is remembered too.
const articles = sharedCache<ArticleDetail | null>('articleContent', { ttlMs: contentTtlMs(), maxEntries: 1000 });

/** After a like (or any write the page shows), the next render asks the platform again. */
export function forgetArticle(articleId: number): void {
  articles.deleteWhere((key) => key.startsWith(`${articleId}|`));
}

/**
 * An article for its detail page, or null when the platform says there is no such article
 * (a negative status on this call). Other failures reject: the page answers 503.
 * `poster` asks for the poster variant (myArticleContent), which never shows the preview banner.
 */
export function getArticleContent(articleId: number, options: { columnId?: number; poster?: boolean } = {}): Promise<ArticleDetail | null> {
  return articles.get(`${articleId}|${options.columnId ?? ''}|${options.poster ? 'poster' : ''}`, () => askArticleContent(articleId, options));
}

async function askArticleContent(articleId: number, options: { columnId?: number; poster?: boolean }): Promise<ArticleDetail | null> {
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
