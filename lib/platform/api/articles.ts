import 'server-only';
import { platformCall } from '../call';
import { rawArticleListSchema } from '../schemas/article';
import { mapArticlePage } from '../map/article';
import { contentTtlMs, sharedCache } from '../sharedCache';
import type { ArticlePage } from '@/lib/types/article';

// The first page is what every render of a list page needs: shared for the content ttl.
// Later pages are asked by one reader's scrolling, from the browser: always fresh.
const firstPages = sharedCache<ArticlePage>('firstArticlePage', { ttlMs: contentTtlMs(), maxEntries: 500 });

/** One page (0-based, 20 a page) of a column's articles (of one type with typeScreen), with the extras page 0 carries. */
export function getArticles(columnId: number, page = 0, options: { signal?: AbortSignal; typeScreen?: number } = {}): Promise<ArticlePage> {
  if (page === 0 && !options.signal) return firstPages.get(`${columnId}|${options.typeScreen ?? ''}`, () => askArticles(columnId, 0, options));
  return askArticles(columnId, page, options);
}

async function askArticles(columnId: number, page: number, options: { signal?: AbortSignal; typeScreen?: number }): Promise<ArticlePage> {
  const raw = await platformCall('getArticles', {
    params: { columnId, page, lastFileId: 0, adv: 1, ...(options.typeScreen !== undefined ? { typeScreen: options.typeScreen } : {}) },
    schema: rawArticleListSchema,
    signal: options.signal,
  });
  return mapArticlePage(raw);
}
