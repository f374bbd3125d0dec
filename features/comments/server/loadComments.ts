import 'server-only';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getCommentCount, getCommentPage, getHotComments } from '@/features/comments/server/comments';
import { isPlatformError } from '@/lib/platform/errors';
import type { Comment, CommentPage, CommentSource } from '@/features/comments/comment.types';
import { siteTakesComments } from '../audit';

/** What features/comments/CommentsSection shows: the same for every reader. */
export interface CommentsSectionData {
  count: number;
  /** The config's globalCount: counts above it show as "<cap>+". */
  countCap: number;
  /** The site takes no comments (audit type 2): no input. */
  siteClosed: boolean;
  hot: Comment[];
  firstPage: CommentPage;
}

/**
 * The comments of an object for its page, started by the route's loader and handed to the
 * section as a promise, so the page streams before them. Never rejects: a platform failure
 * answers null (the section offers a retry; the page around it stays whole).
 */
export async function loadCommentsSection(
  sourceType: CommentSource,
  objectId: number,
): Promise<CommentsSectionData | null> {
  const target = { sourceType, objectId };
  try {
    const [config, count, hot, firstPage] = await Promise.all([
      getSiteConfig(),
      getCommentCount(target),
      getHotComments(target),
      getCommentPage({ ...target, page: 0, order: 'newest' }),
    ]);
    return {
      count,
      countCap: config.countCap,
      siteClosed: !siteTakesComments(config.commentAuditType),
      hot,
      firstPage,
    };
  } catch (error) {
    if (!isPlatformError(error)) console.error(`[comments] loading ${sourceType}/${objectId} failed`, error);
    return null;
  }
}
