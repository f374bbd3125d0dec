import { NextResponse, type NextRequest } from 'next/server';
import { getArticles } from '@/lib/platform/api/articles';
import { jsonError, parseId } from '@/lib/http/apiResponses';

/**
 * GET /api/articles?columnId=N&page=P: one page of a column for the browser's infinite lists.
 * The browser talks to us, not to the platform (docs/decisions/0003).
 */
export async function GET(request: NextRequest) {
  const columnId = parseId(request.nextUrl.searchParams.get('columnId'));
  const page = parseId(request.nextUrl.searchParams.get('page'), { allowZero: true });
  if (columnId === null || page === null) return jsonError(400, 'bad request');
  try {
    const result = await getArticles(columnId, page, { signal: request.signal });
    return NextResponse.json(result, { headers: { 'cache-control': 'private, max-age=30' } });
  } catch (error) {
    return jsonError(error);
  }
}
