import { toggleShortVideoLike } from '@/lib/platform/shortVideo/shortVideo';
import { invalidateTags, tag } from '@/lib/cache/tags';
import { likeHandler } from '@/lib/http/likeHandler';

/** POST /api/shortVideoLike {articleId}: toggles this reader's like of a short video (the short-video service's event). */
export const POST = likeHandler(toggleShortVideoLike, (id) => invalidateTags([tag.shortVideo(id)]));
