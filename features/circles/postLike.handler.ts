import { EVENT_OBJECT, toggleLike } from '@/features/analytics/server/events';
import { tag } from '@/lib/cache/tags';
import { defineLikeHandler } from '@/lib/http/likeHandler';

/** POST /api/circles/postLike {articleId}: toggles this device's like of a circle post (event object type 8); answers the new count and state. */
export const POST = defineLikeHandler({
  path: 'circles/postLike',
  toggle: (id, who, wanted) => toggleLike(id, who, EVENT_OBJECT.circlePost, wanted),
  tagsOf: (id) => [tag.post(id)],
});
