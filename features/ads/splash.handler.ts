import { z } from 'zod';
import { getSplashAd } from '@/features/ads/server/splash';
import { defineHandler, slidingWindow } from '@/lib/http/handler';
import { splashEveryHours } from '@/features/ads/splash';

const adAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  targetUrl: z.string(),
  position: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});

/**
 * GET /api/ads/splash: the splash ad running now (getAdv type 1), or null. Asked by the browser
 * once per session on home (features/ads/Splash.island.tsx): the splash is per reader, so the
 * shared page carries none of it (docs/decisions/0060). A failing ads service answers the error
 * and the browser warns (SPEC §8).
 */
export const GET = defineHandler({
  path: 'ads/splash',
  method: 'GET',
  input: z.object({}),
  answer: z.object({
    ad: adAnswer.nullable(),
    seconds: z.number().int().min(1),
    imageSrcSet: z.string(),
    // Hours before this browser may be offered another (0: once per browser session), docs/decisions/0087.
    everyHours: z.number().min(0),
  }),
  member: 'none',
  // Once per session per reader; per address generous enough for an office behind one NAT.
  rateLimit: slidingWindow({ name: 'ads/splash', limit: 120, windowMs: 60_000, by: ['address'] }),
  cacheControl: 'private, max-age=60',
  async handle() {
    const splash = await getSplashAd();
    const everyHours = splashEveryHours(process.env.SPLASH_EVERY_HOURS);
    return { ...(splash ?? { ad: null, seconds: 1, imageSrcSet: '' }), everyHours };
  },
});
