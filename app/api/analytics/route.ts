import { NextResponse, type NextRequest } from 'next/server';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { sendRecord } from '@/lib/platform/statistics/sendRecord';
import { ANALYTICS_PLATFORM, DATA_TYPE, SHARE_CHANNEL } from '@/lib/analytics/record';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import { DEVICE_COOKIE, isDeviceId } from '@/lib/session/device';

const DATA_TYPES = new Set<number>(Object.values(DATA_TYPE));
const CHANNELS = new Set<number>(Object.values(SHARE_CHANNEL));

/**
 * POST /api/analytics {dataType, articleId, shareChannel?}: forwards one record to the statistics
 * host with this reader's device. Answers 202 at once; a failure there is logged, never shown.
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  const body = (await request.json().catch(() => null)) as { dataType?: unknown; articleId?: unknown; shareChannel?: unknown } | null;
  const dataType = Number(body?.dataType);
  const articleId = Number(body?.articleId);
  const shareChannel = body?.shareChannel === undefined ? undefined : Number(body.shareChannel);
  const device = request.cookies.get(DEVICE_COOKIE)?.value;
  if (!DATA_TYPES.has(dataType) || !Number.isSafeInteger(articleId) || (shareChannel !== undefined && !CHANNELS.has(shareChannel)) || !isDeviceId(device)) {
    return NextResponse.json({ error: 'bad request' }, { status: 400 });
  }
  const config = await getSiteConfig().catch(() => null);
  if (config) {
    const refer = request.headers.get('referer') ?? '';
    sendRecord(config.statistics, { dataType, articleId, platform: ANALYTICS_PLATFORM.Mobile, device, refer, shareChannel }).catch((error: unknown) =>
      console.warn('[analytics] sendRecord failed', error instanceof Error ? error.message : error),
    );
  }
  return new NextResponse(null, { status: 202 });
}
