import { z } from 'zod';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { sendRecord } from '@/features/analytics/server/sendRecord';
import { DATA_TYPE, SHARE_CHANNEL } from '@/features/analytics/record';
import { analyticsPlatform } from '@/features/analytics/analyticsPlatform';
import { beaconLimits, defineHandler, positiveId } from '@/lib/http/handler';

/**
 * POST /api/analytics {dataType, articleId, shareChannel?}: forwards one record to the statistics
 * host with this reader's device and platform (from the user agent: features/analytics/analyticsPlatform.ts). Answers 202 at once; a failure there is logged, never shown.
 */
export const POST = defineHandler({
  path: 'analytics',
  method: 'POST',
  input: z.object({
    dataType: z.literal(Object.values(DATA_TYPE)),
    articleId: positiveId(),
    shareChannel: z.literal(Object.values(SHARE_CHANNEL)).optional(),
  }),
  answer: z.object({}),
  status: 202,
  member: 'none',
  device: 'required',
  // A page sends a handful (open, like, share); more than this is not a reader. Per address too:
  // a record sent without a cookie is given a fresh device (docs/decisions/0043).
  rateLimit: beaconLimits('analytics'),
  async handle({ input, device, request }) {
    const config = await getSiteConfig().catch(() => null);
    if (config) {
      const refer = request.headers.get('referer') ?? '';
      sendRecord(config.statistics, {
        ...input,
        platform: analyticsPlatform(request.headers.get('user-agent')),
        device,
        refer,
      }).catch((error: unknown) =>
        console.warn('[analytics] sendRecord failed', error instanceof Error ? error.message : error),
      );
    }
    return {};
  },
});
