import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { eventCall } from '../calls';

/** PLATFORM-FACTS.md: event object types, event types and channels. */
/** `circlePost` is ours (docs/platform-api.md "event"): the platform's event names no type for posts. */
export const EVENT_OBJECT = {
  article: 0,
  comment: 1,
  live: 3,
  activity: 4,
  column: 5,
  paperArticle: 7,
  circlePost: 8,
} as const;
export const EVENT_TYPE = { click: 0, like: 1, share: 2, sharePageClick: 3 } as const;
/** 1 = the touch edition. */
export const CHANNEL_TOUCH = 1;

interface Actor {
  device: string;
  userId?: string;
}

/** Toggles the reader's like of an article; the platform remembers it per reader. */
export async function toggleLike(articleId: number, actor: Actor, objectType: number = EVENT_OBJECT.article) {
  const answer = await platformCall(
    eventCall,
    { id: articleId, objectType, eventType: EVENT_TYPE.like, channel: CHANNEL_TOUCH, ...actor },
    { device: actor.device },
  );
  if (!('countPraise' in answer)) throw new PlatformError('invalid', eventCall.name, 'invalid answer');
  return { likes: answer.countPraise, liked: answer.liked };
}

/**
 * Counts a click, a share or a share-page click of an article or a live (docs/product.md §7,
 * "Counts"): the platform counts each once per device, object and day and says whether this one
 * moved the count.
 */
export async function countEvent(
  target: { id: number; objectType: CountedObject },
  eventType: 0 | 2 | 3,
  actor: Actor,
) {
  const answer = await platformCall(
    eventCall,
    { id: target.id, objectType: target.objectType, eventType, channel: CHANNEL_TOUCH, ...actor },
    { device: actor.device },
  );
  if (!('count' in answer)) throw new PlatformError('invalid', eventCall.name, 'invalid answer');
  return { count: answer.count, counted: answer.counted ?? true };
}

/** What the platform counts clicks and shares of: articles of every type, and lives (type-6 articles). */
export type CountedObject = typeof EVENT_OBJECT.article | typeof EVENT_OBJECT.live;
