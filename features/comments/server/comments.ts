import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { cleanText, mapComment, mapCommentPage, mapCommentReplies } from '../comment.map';
import { PlatformError } from '@/lib/platform/errors';
import type { Comment, CommentPage, CommentReplies } from '@/features/comments/comment.types';
import {
  deleteCommentCall,
  discussCountCall,
  discussHotCall,
  discussReplyCall,
  discussViewCall,
  myCommentsCall,
  postCommentCall,
  type CommentTarget,
  type ThreadsInput,
} from '../calls';

/** Hot comments shown above an object's comments: five (docs/decisions/0018). */
export const HOT_COUNT = 5;
/** PLATFORM-FACTS.md: channel 1 = the touch edition. */
const CHANNEL_TOUCH = 1;

export async function getCommentPage(input: ThreadsInput): Promise<CommentPage> {
  return mapCommentPage(await platformCall(discussViewCall, input));
}

export async function getHotComments(target: CommentTarget): Promise<Comment[]> {
  return (await platformCall(discussHotCall, { ...target, count: HOT_COUNT })).list.map(mapComment);
}

export async function getCommentCount(target: CommentTarget): Promise<number> {
  return (await platformCall(discussCountCall, target)).count;
}

/** One thread and a page of its replies; null when there is no such published comment. */
export async function getCommentReplies(commentId: number, page: number): Promise<CommentReplies | null> {
  const raw = await platformCall(discussReplyCall, { commentId, page });
  return raw ? mapCommentReplies(raw, commentId) : null;
}

interface Writer {
  memberToken: string;
  device: string;
}

/** Writes a comment as the member; answers it (pending when the site reviews comments first). */
export async function postComment(
  target: CommentTarget & { parentId: number; content: string },
  writer: Writer,
): Promise<Comment> {
  const answer = await platformCall(
    postCommentCall,
    { ...target, device: writer.device, channel: CHANNEL_TOUCH },
    writer,
  );
  if (answer.discuss) return { ...mapComment(answer.discuss), pending: answer.auditStatus === 1 };
  // The real platform answers the write alone (`{value: "true"}`): the comment is read back from
  // the member's own, the newest of this text on this object (docs/decisions/0085).
  const mine = await getMyComments(target, writer);
  const posted = mine
    .filter((comment) => comment.text === cleanText(target.content) && comment.parentId === target.parentId)
    .sort((a, b) => b.id - a.id)[0];
  if (!posted) throw new PlatformError('invalid', postCommentCall.name, 'the comment was not found after writing it');
  return { ...posted, pending: !(await isPublic(posted)) };
}

/** Replies a page of discussReply holds. */
const REPLIES_PAGE = 20;

/**
 * Whether a comment just written is public: the real platform lists a member's comments whatever
 * their review state and says nothing of it (DiscussApiManager.getMyDiscuss of
 * intergrate-dev/xy6.0-xzw), so a comment under review is one its object's public comments do not
 * show (docs/decisions/0090). A thread is looked for on the first page of the newest, read fresh;
 * a reply on its thread's first and last page (the gateway lists replies newest first, the
 * reference platform oldest first).
 */
async function isPublic(comment: Comment): Promise<boolean> {
  if (comment.parentId === 0) {
    const page = await platformCall(discussViewCall, {
      sourceType: comment.sourceType,
      objectId: comment.objectId,
      page: 0,
      order: 'newest',
      fresh: true,
    });
    return page.list.some((thread) => thread.id === comment.id);
  }
  const first = await getCommentReplies(comment.parentId, 0);
  if (!first) return false;
  if (first.replies.some((reply) => reply.id === comment.id)) return true;
  const last = Math.ceil(first.total / REPLIES_PAGE) - 1;
  if (last <= 0) return false;
  return (await getCommentReplies(comment.parentId, last))?.replies.some((reply) => reply.id === comment.id) ?? false;
}

/** The member's own comments on an object, those waiting for review included. */
export async function getMyComments(target: CommentTarget, writer: Writer): Promise<Comment[]> {
  const mine = (await platformCall(myCommentsCall, target, writer)).list.map(mapComment);
  // The real myDiscuss lists all of the member's comments; the designed one, this object's.
  return mine.filter(
    (comment) =>
      comment.objectId === 0 || (comment.objectId === target.objectId && comment.sourceType === target.sourceType),
  );
}

export async function deleteComment(commentId: number, writer: Writer): Promise<void> {
  await platformCall(deleteCommentCall, commentId, writer);
}
