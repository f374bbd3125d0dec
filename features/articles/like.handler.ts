import { EVENT_OBJECT, toggleLike } from '@/features/analytics/server/events';
import { tag } from '@/lib/cache/tags';
import { defineLikeHandler } from '@/lib/http/likeHandler';

/** POST /api/articles/like {articleId}: toggles this device's like of an article; answers the new count and state. */
export const POST = defineLikeHandler({
  path: 'articles/like',
  toggle: (id, who, wanted) => toggleLike(id, who, EVENT_OBJECT.article, wanted),
  tagsOf: (id) => [tag.article(id)],
});
