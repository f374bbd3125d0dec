import { NextResponse, type NextRequest } from 'next/server';
import { toggleShortVideoLike } from '@/lib/platform/api/shortVideo';
import { jsonError, parseId } from '@/lib/http/apiResponses';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import { DEVICE_COOKIE, isDeviceId } from '@/lib/session/device';

/** POST /api/shortVideoLike {articleId}: toggles this reader's like of a short video (the short-video service's event). */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden');
  const device = request.cookies.get(DEVICE_COOKIE)?.value;
  if (!isDeviceId(device)) return jsonError(400, 'no device');
  const body = (await request.json().catch(() => null)) as { articleId?: unknown } | null;
  const articleId = parseId(typeof body?.articleId === 'number' ? String(body.articleId) : null);
  if (articleId === null) return jsonError(400, 'bad request');
  try {
    return NextResponse.json(await toggleShortVideoLike(articleId, { device }));
  } catch (error) {
    return jsonError(error);
  }
}
