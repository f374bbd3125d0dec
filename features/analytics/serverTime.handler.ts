import { z } from 'zod';
import { platformClockOffset } from '@/features/analytics/server/clock';
import { defineHandler } from '@/lib/http/handler';

/**
 * GET /api/analytics/serverTime: the site's clock (the platform's serverTime), for a browser whose own clock
 * is wrong (lib/client/clockSync.ts). Cheap: the platform's offset to this server is learned at
 * most every ten minutes per process, and each answer is this server's clock plus it.
 */
export const GET = defineHandler({
  path: 'analytics/serverTime',
  method: 'GET',
  input: z.object({}),
  answer: z.object({ now: z.number().int().positive() }),
  member: 'none',
  async handle() {
    const offset = await platformClockOffset();
    return { now: Date.now() + offset };
  },
});
