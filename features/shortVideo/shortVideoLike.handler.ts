import { toggleShortVideoLike } from '@/features/shortVideo/server/shortVideo';
import { tag } from '@/lib/cache/tags';
import { defineLikeHandler } from '@/lib/http/likeHandler';

/** POST /api/shortVideoLike {articleId}: toggles this device's like of a short video (the short-video service's event). */
export const POST = defineLikeHandler({
  path: 'shortVideoLike',
  toggle: toggleShortVideoLike,
  tagsOf: (id) => [tag.shortVideo(id)],
});
