import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getArticleContent } from '@/lib/platform/article/content';
import { parseId } from '@/lib/http/apiResponses';
import type { ArticleDetail } from '@/lib/types/articleDetail';

/** `/newsDetail/{columnId?}/{id?}.html`: the last segment is the id, the one before the column. */
export function detailIds(params: string[] | undefined): { id: number | null; columnId: number | null } {
  const segments = params ?? [];
  const id = parseId(segments[segments.length - 1]);
  const columnId = segments.length >= 2 ? parseId(segments[segments.length - 2]) : null;
  return { id, columnId };
}

/**
 * The article of a detail route, once per request (metadata and page share it).
 * A malformed id or a missing article is a 404; a platform failure rejects (503 page).
 */
export const loadArticle = cache(async (params: string[] | undefined, poster = false): Promise<ArticleDetail> => {
  const { id, columnId } = detailIds(params);
  if (id === null) notFound();
  const article = await getArticleContent(id, { columnId: columnId ?? undefined, poster });
  if (!article) notFound();
  return article;
});
