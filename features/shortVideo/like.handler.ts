import { toggleShortVideoLike } from '@/features/shortVideo/server/shortVideo';
import { tag } from '@/lib/cache/tags';
import { defineLikeHandler } from '@/lib/http/likeHandler';

/** POST /api/shortVideo/like {articleId}: toggles this device's like of a short video (the short-video service's event). */
export const POST = defineLikeHandler({
  path: 'shortVideo/like',
  toggle: toggleShortVideoLike,
  tagsOf: (id) => [tag.shortVideo(id)],
});
