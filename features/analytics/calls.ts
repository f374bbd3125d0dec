import { z } from 'zod';
import { defineCall } from '@/lib/platform/define';
import { num } from '@/lib/platform/primitives';
import type { PreparedRecord } from '@/features/analytics/record';
import { rawDeviceRecordSchema, rawServerTimeSchema } from './device.schema';
import { eventAnswerSchema, pointsAnswerSchema } from './event.schema';
import { AMUC_EVENT_TYPE, amucEventForm, amucEventPoints } from './amucEvent';

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

/** A member's read (eventType 0) or share (2) of an article; `userId` names them (AMUC asks by id). */
export interface PointsEvent {
  articleId: number;
  eventType: 0 | 2;
  userId: string;
}

/**
 * event1 (POST, member token): points for reading (eventType 0) or sharing (2) an article, as the
 * platform records them; it counts an article once a day per kind, up to a daily limit.
 */
export const event1Call = defineCall({
  name: 'event1',
  method: 'POST',
  params: ({ articleId, eventType }: PointsEvent) => ({
    id: articleId,
    type: 0,
    eventType,
    channel: 1,
  }),
  answer: pointsAnswerSchema,
  // On a g1/g2 platform AMUC's event/event1: the behaviour by its name, the member from our session, signed
  // (docs/decisions/0105). AMUC scores the behaviour, not the article: its rules' daily counts stand for ours.
  publicForm: {
    name: 'amuc/api/event/event1',
    params: ({ eventType, userId }: PointsEvent) =>
      amucEventForm(eventType === 0 ? AMUC_EVENT_TYPE.read : AMUC_EVENT_TYPE.share, userId),
  },
  dialect: { normalise: amucEventPoints('amuc/api/event/event1') },
  // Not secondary: a failure must reach the browser, which then asks again later instead of remembering 'asked today'.
});
