import 'server-only';
import { isMissing } from '@/lib/platform/errors';

// Crawlers and feed readers poll; five minutes keeps them off the platform without hiding news long.
const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

/**
 * The answer of a feed, sitemap or robots handler: the document, a 404 when `build` answers null
 * (no such column) or the platform says there is none, a 503 with Retry-After when it fails.
 */
export async function xmlResponse(contentType: string, build: () => Promise<string | null>): Promise<Response> {
  try {
    const body = await build();
    if (body === null) return plain(404, 'Not found');
    return new Response(body, {
      status: 200,
      headers: { 'content-type': `${contentType}; charset=utf-8`, 'cache-control': FEED_CACHE_CONTROL },
    });
  } catch (error) {
    if (isMissing(error)) return plain(404, 'Not found');
    console.error('[feeds] platform failed', error);
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
