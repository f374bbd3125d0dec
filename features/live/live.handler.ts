import { z } from 'zod';
import { getLiveView } from '@/features/live/server/view';
import { liveUpdateAnswer } from '@/lib/http/answerSchemas';
import { defineHandler, handlerError, naturalNumber, positiveId } from '@/lib/http/handler';

/**
 * GET /api/live?id=N&page=P: a live's status and one page of its reports. The live page asks
 * for page 0 when its socket comes back (what it missed) and every few seconds while the
 * socket cannot be had (the polling fallback); later pages when the reader asks for older
 * reports. Page 0 is shared between readers for 2 s (features/live/calls.ts).
 */
export const GET = defineHandler({
  path: 'live',
  method: 'GET',
  input: z.object({ id: positiveId(), page: naturalNumber() }),
  answer: liveUpdateAnswer,
  member: 'none',
  cacheControl: 'no-store',
  async handle({ input }) {
    const live = await getLiveView(input.id, input.page);
    if (!live) throw handlerError('notFound', 'no such live');
    return {
      status: { id: live.id, status: live.status, liveUrl: live.liveUrl, playbackUrl: live.playbackUrl },
      reports: live.reports,
      hasMore: live.hasMore,
    };
  },
});
