import { defineCall } from '../define';
import { eventAnswerSchema } from '../schemas/event';

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
