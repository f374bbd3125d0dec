import { z } from 'zod';
import { defineCall } from '@/lib/platform/define';
import { num } from '@/lib/platform/primitives';
import type { PreparedRecord } from '@/features/analytics/record';
import { rawDeviceRecordSchema, rawServerTimeSchema } from './device.schema';
import { eventAnswerSchema, pointsAnswerSchema } from './event.schema';

/**
 * sendRecord (statistics host, GET): one analytics record. The host and headers come from the
 * site config (features/analytics/record.ts), not the platform's: it is its own small client.
 */
export const sendRecordCall = defineCall({
  name: 'sendRecord',
  service: 'stat',
  auth: 'none',
  params: (record: PreparedRecord) => record.query,
  answer: z.object({ code: num(-1) }),
  criticality: 'background',
});

// The platform's clock and device records (docs/platform-api.md, "serverTime", "codeImeiRecord").

/**
 * serverTime: the platform's clock. Asked by features/analytics/server/clock.ts at most every few
 * minutes per process (never shared as a cached answer: a cached time is a wrong time).
 */
export const serverTimeCall = defineCall({
  name: 'serverTime',
  answer: rawServerTimeSchema,
  criticality: 'secondary',
  fallback: { serverTime: 0, time: '' },
});

/** codeImeiRecord (POST): records a reader's device once, on its first visit (channel 1: the touch edition). */
export const codeImeiRecordCall = defineCall({
  name: 'codeImeiRecord',
  method: 'POST',
  params: (deviceId: string) => ({ deviceId, channel: 1 }),
  answer: rawDeviceRecordSchema,
  criticality: 'background',
});

export interface EventInput {
  /** The object's id (an article's fileId, a comment's id, ...). */
  id: number;
  /** EVENT_OBJECT */
  objectType: number;
  /** EVENT_TYPE */
  eventType: number;
  channel: number;
  device: string;
  userId?: string;
}

/** event (POST): a like toggled, or a click or share counted, for one reader's device. */
export const eventCall = defineCall({
  name: 'event',
  method: 'POST',
  params: ({ id, objectType, eventType, channel, device, userId }: EventInput) => ({
    id,
    type: objectType,
    eventType,
    channel,
    device,
    userID: userId,
  }),
  answer: eventAnswerSchema,
});

/**
 * event1 (POST, member token): points for reading (eventType 0) or sharing (2) an article, as the
 * platform records them; it counts an article once a day per kind, up to a daily limit.
 */
export const event1Call = defineCall({
  name: 'event1',
  method: 'POST',
  params: ({ articleId, eventType }: { articleId: number; eventType: 0 | 2 }) => ({
    id: articleId,
    type: 0,
    eventType,
    channel: 1,
  }),
  answer: pointsAnswerSchema,
  // Not secondary: a failure must reach the browser, which then asks again later instead of remembering 'asked today'.
});
