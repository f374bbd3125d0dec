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
import { AUDIT_UNSAID } from '../discuss.schema';

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

/** How many pages of an object's comments are read for a thread's first comment (below). */
const PAGES_SEARCHED_FOR_FIRST = 3;

/** One thread and a page of its replies; null when there is no such published comment. */
export async function getCommentReplies(commentId: number, page: number): Promise<CommentReplies | null> {
  const raw = await platformCall(discussReplyCall, { commentId, page });
  const thread = raw && mapCommentReplies(raw, commentId);
  if (!thread || raw?.main) return thread;
  // The real discussReply answers the replies alone (CommentController.discussReply): the thread's
  // first comment is read from its object's newest comments, where the replies say it stands.
  const first = await firstAmongObjectComments(thread.main, commentId);
  return first ? { ...thread, main: first } : thread;
}

async function firstAmongObjectComments(standIn: Comment, commentId: number): Promise<Comment | null> {
  if (standIn.objectId <= 0) return null;
  for (let page = 0; page < PAGES_SEARCHED_FOR_FIRST; page += 1) {
    const found = await getCommentPage({
      sourceType: standIn.sourceType,
      objectId: standIn.objectId,
      page,
      order: 'newest',
    }).catch(() => null);
    const thread = found?.threads.find((candidate) => candidate.id === commentId);
    if (thread) return thread;
    if (!found?.hasMore) return null;
  }
  return null;
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
  const mine = await getMyComments(target, writer, { fresh: true });
  const posted = mine
    .filter((comment) => comment.text === cleanText(target.content) && comment.parentId === target.parentId)
    .sort((a, b) => b.id - a.id)[0];
  if (!posted) throw new PlatformError('invalid', postCommentCall.name, 'the comment was not found after writing it');
  return posted;
}

/** The member's own comments on an object, those waiting for review included (and so marked). */
export async function getMyComments(
  target: CommentTarget,
  writer: Writer,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Comment[]> {
  const raw = (await platformCall(myCommentsCall, target, writer)).list;
  const mine = raw.map(mapComment).filter(
    // The real myDiscuss lists all of the member's comments; the designed one, this object's.
    (comment) =>
      comment.objectId === 0 || (comment.objectId === target.objectId && comment.sourceType === target.sourceType),
  );
  // The designed list says each comment's review state; the real one says none.
  return raw.some((comment) => comment.auditStatus === AUDIT_UNSAID) ? markUnpublished(mine, target, fresh) : mine;
}

/** Replies a page of discussReply holds. */
const REPLIES_PAGE = 20;
/** Threads whose replies are looked through for the member's own; replies in older threads are taken as public. */
const THREADS_LOOKED_AT = 5;

/**
 * The member's comments with those under review marked. The real platform lists a member's
 * comments whatever their review state and says nothing of it (DiscussApiManager.getMyDiscuss of
 * intergrate-dev/xy6.0-xzw): a comment under review is one its object's public comments do not
 * show (docs/decisions/0090). Threads are looked for on the first page of the newest (`fresh`:
 * past the shared copy, for a comment just written); one older than that page is public. Replies
 * are looked for on their thread's first and last page (the gateway lists them newest first, the
 * reference platform oldest first), in the newest few threads.
 */
async function markUnpublished(mine: Comment[], target: CommentTarget, fresh: boolean): Promise<Comment[]> {
  if (mine.length === 0) return mine;
  const page = await platformCall(discussViewCall, { ...target, page: 0, order: 'newest', fresh });
  const shown = new Set(
    page.list.flatMap((thread) => [thread.id, ...(thread.topDiscuss?.list ?? []).map((r) => r.id)]),
  );
  // Pinned threads lead the page whatever their age: the newest order is of the others.
  const oldestShown = Math.min(...page.list.filter((thread) => !thread.isTop).map((thread) => thread.id));
  const parents = [...new Set(mine.filter((c) => c.parentId > 0 && !shown.has(c.id)).map((c) => c.parentId))]
    .sort((a, b) => b - a)
    .slice(0, THREADS_LOOKED_AT);
  const replies = new Map(await Promise.all(parents.map(async (id) => [id, await publicReplyIds(id)] as const)));
  return mine.map((comment) => {
    if (shown.has(comment.id)) return { ...comment, pending: false };
    if (comment.parentId === 0) return { ...comment, pending: !page.hasMore || comment.id > oldestShown };
    const publicReplies = replies.get(comment.parentId);
    return { ...comment, pending: publicReplies ? !publicReplies.has(comment.id) : false };
  });
}

/** The ids of a thread's public replies, on its first and last page. */
async function publicReplyIds(commentId: number): Promise<Set<number>> {
  const first = await getCommentReplies(commentId, 0);
  if (!first) return new Set();
  const last = Math.ceil(first.total / REPLIES_PAGE) - 1;
  const end = last > 0 ? await getCommentReplies(commentId, last) : null;
  return new Set([...first.replies, ...(end?.replies ?? [])].map((reply) => reply.id));
}

export async function deleteComment(commentId: number, writer: Writer): Promise<void> {
  await platformCall(deleteCommentCall, commentId, writer);
}
