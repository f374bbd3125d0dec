import { z } from 'zod';
import { timingSafeEqual } from 'node:crypto';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { anonymousToken } from '@/lib/platform/auth/processAuth';
import { defineHandler, handlerError } from '@/lib/http/handler';

/** The header the front server's live relay proves itself with (server/liveRelay.mjs). */
const RELAY_HEADER = 'x-touch-relay';

function isRelay(given: string | null): boolean {
  const secret = process.env.TOUCH_RELAY_SECRET ?? '';
  if (secret.length < 32 || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/live/relayTicket: where the platform's push socket is and the token to open it with
 * (the config's websocket token, else the process's anonymous token), for the front server's relay
 * only (decision 0019). It asks
 * over loopback with a per-process secret; anyone else, readers included, gets a 404, so the
 * token never reaches a browser.
 */
export const GET = defineHandler({
  path: 'live/relayTicket',
  method: 'GET',
  input: z.object({}),
  answer: z.object({ socketUrl: z.string(), token: z.string() }),
  member: 'none',
  async handle({ request }) {
    if (!isRelay(request.headers.get(RELAY_HEADER))) throw handlerError('notFound', 'not found');
    const config = await getSiteConfig();
    if (!config.socketUrl) throw handlerError('notFound', 'the platform has no push socket');
    // The websocket token the site config names (socketServer.token, docs/product.md §3); a site
    // that names none opens it with the process's anonymous token.
    return { socketUrl: config.socketUrl, token: config.socketToken || (await anonymousToken.get()).value };
  },
});
