import { siteLogo } from '@/features/site/server/siteLogo';

export const dynamic = 'force-dynamic';

/**
 * The site's logo from the site itself (docs/decisions/0045): the top bar and the 503 page show it
 * while the platform's media host is down. An hour in the browser's cache, a day stale on error.
 * Its own policy: an SVG opened on its own runs nothing.
 */
export async function GET(): Promise<Response> {
  const logo = await siteLogo();
  return new Response(logo.body as BodyInit, {
    headers: {
      'content-type': logo.type,
      'cache-control': 'public, max-age=3600, stale-if-error=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
}
