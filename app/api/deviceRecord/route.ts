import { z } from 'zod';
import { recordDevice } from '@/features/analytics/server/records';
import { allOf, defineHandler, slidingWindow } from '@/lib/http/handler';

/**
 * POST /api/deviceRecord: records the reader's device with the platform (codeImeiRecord), once,
 * on its first visit (features/analytics/deviceRecord.ts remembers that it was done). The device is the
 * one our cookie names; a browser has no IMEI to send.
 */
export const POST = defineHandler({
  path: 'deviceRecord',
  method: 'POST',
  input: z.object({}),
  answer: z.object({ recorded: z.literal(true), firstVisit: z.boolean() }),
  member: 'none',
  device: 'required',
  rateLimit: allOf(
    slidingWindow({ name: 'deviceRecord', limit: 5, windowMs: 60 * 60_000, by: ['device'] }),
    slidingWindow({ name: 'deviceRecord:address', limit: 120, windowMs: 60 * 60_000, by: ['address'] }),
  ),
  async handle({ device }) {
    return { recorded: true as const, firstVisit: await recordDevice(device) };
  },
});
