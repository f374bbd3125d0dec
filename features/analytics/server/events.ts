import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { eventCall } from '../calls';
import { discussCountCall } from '@/features/comments/calls';

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

/**
 * Objects whose likes have a public count to read back, and the discussCount `source` that counts
 * them (DiscussApiManager.getDiscussCount of intergrate-dev/xy6.0-xzw): 0 articles, 1 lives (by
 * the live's own id, as the live page names it). Comments and circle posts have none: their count
 * stays the reader's.
 */
const LIKE_COUNT_SOURCE: Partial<Record<number, number>> = { [EVENT_OBJECT.article]: 0, [EVENT_OBJECT.live]: 1 };

/**
 * Toggles the reader's like of an article (or a comment, a live, a post); the platform remembers
 * it per reader. A designed platform answers the new count and state; a real one the write alone
 * (docs/decisions/0090): the state is the one the reader asked for (`wanted`; a like when unsaid),
 * the count is read back where the object has one, else null (the reader's own count stands).
 */
export async function toggleLike(
  articleId: number,
  actor: Actor,
  objectType: number = EVENT_OBJECT.article,
  wanted?: boolean,
): Promise<{ likes: number | null; liked: boolean }> {
  const answer = await platformCall(
    eventCall,
    { id: articleId, objectType, eventType: EVENT_TYPE.like, channel: CHANNEL_TOUCH, ...actor },
    { device: actor.device },
  );
  if ('countPraise' in answer) return { likes: answer.countPraise, liked: answer.liked };
  if (!('value' in answer)) throw new PlatformError('invalid', eventCall.name, 'invalid answer');
  const source = LIKE_COUNT_SOURCE[objectType];
  const likes =
    source === undefined
      ? null
      : (await platformCall(discussCountCall, { sourceType: source, objectId: articleId, counts: 'likes' })).count;
  return { likes, liked: wanted ?? true };
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
  // A real platform answers the write alone: the event was taken (its count is not needed here).
  if ('value' in answer) return { count: null, counted: true };
  if (!('count' in answer)) throw new PlatformError('invalid', eventCall.name, 'invalid answer');
  return { count: answer.count, counted: answer.counted ?? true };
}

/** What the platform counts clicks and shares of: articles of every type, and lives (type-6 articles). */
export type CountedObject = typeof EVENT_OBJECT.article | typeof EVENT_OBJECT.live;
