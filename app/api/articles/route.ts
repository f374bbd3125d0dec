import { NextResponse, type NextRequest } from 'next/server';
import { getArticles } from '@/lib/platform/lists/articles';
import { getTagArticles } from '@/lib/platform/lists/tags';
import { jsonError, parseId } from '@/lib/http/apiResponses';

/**
 * GET /api/articles?columnId=N&page=P[&typeScreen=T] or ?tagId=N&page=P: one page of a list for
 * the browser's infinite lists. The browser talks to us, not to the platform (docs/decisions/0003).
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const columnId = parseId(query.get('columnId'));
  const tagId = parseId(query.get('tagId'));
  const page = parseId(query.get('page'), { allowZero: true });
  const typeScreen = query.has('typeScreen') ? parseId(query.get('typeScreen'), { allowZero: true }) : undefined;
  if (page === null || (columnId === null) === (tagId === null) || typeScreen === null) return jsonError(400, 'bad request');
  try {
    const result =
      columnId !== null
        ? await getArticles(columnId, page, { signal: request.signal, typeScreen })
        : await getTagArticles(tagId!, page, { signal: request.signal });
    if (!result) return jsonError(404, 'not found');
    return NextResponse.json({ articles: result.articles, hasMore: result.hasMore }, { headers: { 'cache-control': 'private, max-age=30' } });
  } catch (error) {
    return jsonError(error);
  }
}
