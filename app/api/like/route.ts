import { forgetArticle } from '@/lib/platform/api/articleContent';
import { toggleLike } from '@/lib/platform/api/events';
import { likeHandler } from '@/lib/http/likeHandler';

/** POST /api/like {articleId}: toggles this reader's like of an article; answers the new count and state. */
export const POST = likeHandler(toggleLike, forgetArticle);
