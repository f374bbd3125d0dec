import { EVENT_OBJECT, toggleLike } from '@/features/analytics/server/events';
import { tag } from '@/lib/cache/tags';
import { defineLikeHandler } from '@/lib/http/likeHandler';

/**
 * POST /api/live/like {articleId}: toggles this device's like of a live broadcast (the event call
 * with object type 3, docs/platform-api.md "event"); answers the new count and state.
 */
export const POST = defineLikeHandler({
  path: 'live/like',
  toggle: (id, who, wanted) => toggleLike(id, who, EVENT_OBJECT.live, wanted),
  tagsOf: (id) => [tag.live(id), tag.article(id)],
});
