import { toggleLike } from '@/lib/platform/events/events';
import { invalidateTags, tag } from '@/lib/cache/tags';
import { likeHandler } from '@/lib/http/likeHandler';

/** POST /api/like {articleId}: toggles this reader's like of an article; answers the new count and state. */
export const POST = likeHandler(toggleLike, (articleId) => invalidateTags([tag.article(articleId)]));
