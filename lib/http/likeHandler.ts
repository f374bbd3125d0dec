import { NextResponse, type NextRequest } from 'next/server';
import { jsonError, parseId } from './apiResponses';
import { isSameOrigin } from './sameOrigin';
import { DEVICE_COOKIE, isDeviceId } from '@/lib/session/device';

type Toggle = (id: number, options: { device: string }) => Promise<unknown>;
/** Drops the liked item from the shared content cache, so a reload shows the new count. */
type Forget = (id: number) => void;

/**
 * POST {articleId}: toggles this reader's like through `toggle` and answers the new count and state.
 * Only from our own pages, only with the reader's device id (the like belongs to that device).
 */
export function likeHandler(toggle: Toggle, forget: Forget) {
  return async function POST(request: NextRequest) {
    if (!isSameOrigin(request)) return jsonError(403, 'forbidden');
    const device = request.cookies.get(DEVICE_COOKIE)?.value;
    if (!isDeviceId(device)) return jsonError(400, 'no device');
    const body = (await request.json().catch(() => null)) as { articleId?: unknown } | null;
    const articleId = parseId(typeof body?.articleId === 'number' ? String(body.articleId) : null);
    if (articleId === null) return jsonError(400, 'bad request');
    try {
      const answer = await toggle(articleId, { device });
      forget(articleId);
      return NextResponse.json(answer);
    } catch (error) {
      return jsonError(error);
    }
  };
}
