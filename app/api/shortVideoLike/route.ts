import { forgetShortVideo, toggleShortVideoLike } from '@/lib/platform/api/shortVideo';
import { likeHandler } from '@/lib/http/likeHandler';

/** POST /api/shortVideoLike {articleId}: toggles this reader's like of a short video (the short-video service's event). */
export const POST = likeHandler(toggleShortVideoLike, forgetShortVideo);
