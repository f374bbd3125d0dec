import { NextResponse, type NextRequest } from 'next/server';
import { getWxSignature } from '@/lib/platform/weixin/weixin';
import { jsonError } from '@/lib/http/apiResponses';
import { siteOrigin } from '@/lib/site';

/**
 * GET /api/wx/signature?url=…: wx.config() parameters for one of OUR pages. Other URLs are
 * refused, so the handler cannot be used to sign someone else's page.
 */
export async function GET(request: NextRequest) {
  const url = request.nextUrl.searchParams.get('url') ?? '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return jsonError(400, 'bad url');
  }
  const ours = new Set([new URL(siteOrigin()).host, request.headers.get('host') ?? '']);
  if (!ours.has(parsed.host) || !/^https?:$/.test(parsed.protocol)) return jsonError(400, 'not our page');
  try {
    return NextResponse.json(await getWxSignature(parsed.href), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return jsonError(error);
  }
}
