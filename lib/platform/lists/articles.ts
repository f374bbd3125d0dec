import 'server-only';
import { platformCall } from '../call';
import { mapArticlePage } from '../map/article';
import { getArticlesCall } from './calls';
import type { ArticlePage } from '@/lib/types/article';

/** One page (0-based, 20 a page) of a column's articles (of one type with typeScreen), with the extras page 0 carries. */
export async function getArticles(columnId: number, page = 0, options: { signal?: AbortSignal; typeScreen?: number } = {}): Promise<ArticlePage> {
  const raw = await platformCall(getArticlesCall, { columnId, page, typeScreen: options.typeScreen }, { signal: options.signal });
  return mapArticlePage(raw);
}
