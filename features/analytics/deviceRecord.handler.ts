import { z } from 'zod';
import { recordDevice } from '@/features/analytics/server/records';
import { defineHandler, MINUTE, perReaderAndAddress } from '@/lib/http/handler';

/**
 * POST /api/analytics/deviceRecord: records the reader's device with the platform (codeImeiRecord), once,
 * on its first visit (features/analytics/deviceRecord.ts remembers that it was done). The device is the
 * one our cookie names; a browser has no IMEI to send.
 */
export const POST = defineHandler({
  path: 'analytics/deviceRecord',
  method: 'POST',
  input: z.object({}),
  answer: z.object({ recorded: z.literal(true), firstVisit: z.boolean() }),
  member: 'none',
  device: 'required',
  // Per address, a bound on minting devices, not on readers: a carrier's NAT or a campus puts
  // hundreds of phones behind one address (the e2e suite alone opens ~150 fresh browsers from
  // 127.0.0.1 in a run, and 120 an hour refused the last of them). One record is one cheap call.
  rateLimit: perReaderAndAddress({ name: 'deviceRecord', perDevice: 5, perAddress: 600, windowMs: 60 * MINUTE }),
  async handle({ device }) {
    return { recorded: true as const, firstVisit: await recordDevice(device) };
  },
});
