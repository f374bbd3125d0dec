import { defineCall } from '../define';
import { eventAnswerSchema, pointsAnswerSchema } from '../schemas/event';

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
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: ({ id, objectType, eventType, channel, device, userId }: EventInput) => ({ id, type: objectType, eventType, channel, device, userID: userId }),
  answer: eventAnswerSchema,
  criticality: 'page',
});

/**
 * event1 (POST, member token): points for reading (eventType 0) or sharing (2) an article, as the
 * platform records them; it counts an article once a day per kind, up to a daily limit.
 */
export const event1Call = defineCall({
  name: 'event1',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: ({ articleId, eventType }: { articleId: number; eventType: 0 | 2 }) => ({ id: articleId, type: 0, eventType, channel: 1 }),
  answer: pointsAnswerSchema,
  // Not secondary: a failure must reach the browser, which then asks again later instead of remembering 'asked today'.
  criticality: 'page',
});
