import { NextResponse, type NextRequest } from 'next/server';
import { searchAllInTime } from '@/lib/platform/search/search';
import { jsonError } from '@/lib/http/apiResponses';
import { parseSearchQuery } from '@/lib/search/query';

/**
 * GET /api/search?keyword=K&tclass=T&page=P: one page (0-based, 20 a page) of search results
 * for the search screen's live results. The browser talks to us, not to the platform
 * (docs/decisions/0003). keyword 1–50 characters, tclass -1 | 2 | 3 | 15, page 0–500;
 * anything else is 400 with a message saying which rule it broke.
 */
export async function GET(request: NextRequest) {
  const parsed = parseSearchQuery(request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  try {
    const result = await searchAllInTime(parsed.query, { signal: request.signal });
    return NextResponse.json(result, { headers: { 'cache-control': 'private, max-age=30' } });
  } catch (error) {
    return jsonError(error);
  }
}
