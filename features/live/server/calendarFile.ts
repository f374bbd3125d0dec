import 'server-only';
import { isMissing } from '@/lib/platform/errors';
import { absoluteUrl, siteOrigin } from '@/lib/routing/site';
import { plainText } from '@/lib/seo/text';
import { cutText } from '@/lib/format/cut';
import { liveDetailRoute } from '../paths';
import { liveCalendar, liveIdOfCalendarFile } from '../calendar';
import { getLiveView } from './view';

// A coming live changes rarely; five minutes keeps calendar apps and crawlers off the platform.
const CALENDAR_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';
/** What of the introduction a calendar shows: a line or two, the page has the rest. */
const DESCRIPTION_LIMIT = 300;

/**
 * The answer of `/liveCalendar/{id}.ics` (docs/decisions/0062): the calendar file of a live that
 * has not ended, for anyone; 404 for an unknown id, a live that is over, an editors' draft or one
 * with no start time; 503 with Retry-After when the platform fails.
 */
export async function liveCalendarResponse(file: string): Promise<Response> {
  const id = liveIdOfCalendarFile(file);
  if (id === null) return plain(404, 'Not found');
  try {
    const live = await getLiveView(id);
    if (!live || live.preview || live.status === 2 || !live.startsAt) return plain(404, 'Not found');
    const body = liveCalendar({
      id: live.id,
      title: live.title,
      startsAt: live.startsAt,
      endsAt: live.endsAt,
      description: cutText(plainText(live.descriptionHtml), DESCRIPTION_LIMIT),
      url: absoluteUrl(liveDetailRoute.href({ linkId: live.id, id: live.id })),
      host: new URL(siteOrigin()).hostname,
      stamp: new Date().toISOString(),
    });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="live-${live.id}.ics"`,
        'cache-control': CALENDAR_CACHE_CONTROL,
      },
    });
  } catch (error) {
    if (isMissing(error)) return plain(404, 'Not found');
    console.error('[live calendar] platform failed', error);
    return new Response('The news platform is not answering; try again shortly.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10', 'cache-control': 'no-store' },
    });
  }
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
