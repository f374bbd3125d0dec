import type { RawComment, RawReplies, RawThreads } from './discuss.schema';
import type {
  Comment,
  CommentPage,
  CommentReplies,
  CommentRole,
  CommentThread,
} from '@/features/comments/comment.types';
import { toIsoTime } from '../articles/article.map';

const ROLES: Readonly<Record<number, CommentRole>> = { 1: 'editor', 2: 'reporter', 3: 'official' };

/** Line ends as one kind, and no control characters but the line break (they would only show as boxes). */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
}

/**
 * A comment for components. The text stays the reader's raw text (no decoding, no escaping
 * here): React escapes it once when it renders it as text (docs/product.md §3, comments).
 */
export function mapComment(raw: RawComment): Comment {
  const isReplyToReply = raw.rootID > 0 && raw.parentID > 0 && raw.parentID !== raw.rootID;
  return {
    id: raw.id,
    sourceType: raw.sourceType,
    objectId: raw.articleID,
    rootId: raw.rootID,
    parentId: raw.parentID,
    author: { id: raw.userID, name: raw.userName.trim(), icon: raw.userIcon, role: ROLES[raw.roleType] ?? 'reader' },
    replyTo: isReplyToReply && raw.parentUserName ? raw.parentUserName : null,
    text: cleanText(raw.content),
    likes: Math.max(0, raw.countPraise),
    replies: Math.max(0, raw.countDiscuss),
    createdAt: toIsoTime(raw.created),
    top: raw.isTop,
    excellent: raw.isExcellent,
    pending: raw.auditStatus === 1,
    location: raw.location,
  };
}

export function mapCommentPage(raw: RawThreads): CommentPage {
  const threads: CommentThread[] = raw.list.map((item) => {
    const replies = (item.topDiscuss?.list ?? []).map(mapComment);
    // The real platform's topDiscuss is the first replies alone (DiscussApiManager.getDiscussView of
    // intergrate-dev/xy6.0-xzw): how many there are is the thread's countDiscuss.
    const total = item.topDiscuss?.totalCount || Math.max(0, item.countDiscuss);
    return {
      ...mapComment(item),
      preview: { replies, total, hasMore: (item.topDiscuss?.hasMore ?? false) || total > replies.length },
    };
  });
  return { threads, total: raw.totalCount, page: raw.page, hasMore: raw.hasMore };
}

/**
 * A thread and a page of its replies. Where the platform sends no first comment (the real
 * discussReply), the thread stands on its replies: its first comment is known by its id and the
 * object the replies are about, its text and author unknown; with no replies either there is
 * nothing to show (null).
 */
export function mapCommentReplies(
  raw: Pick<RawReplies, 'main' | 'list' | 'totalCount' | 'page' | 'hasMore'>,
  commentId: number,
): CommentReplies | null {
  const replies = raw.list.map(mapComment);
  const first = raw.main ? mapComment(raw.main) : standIn(commentId, replies[0]);
  if (!first) return null;
  return { main: first, replies, total: raw.totalCount || replies.length, page: raw.page, hasMore: raw.hasMore };
}

function standIn(commentId: number, reply: Comment | undefined): Comment | null {
  if (!reply) return null;
  return {
    ...reply,
    id: commentId,
    rootId: 0,
    parentId: 0,
    author: { id: '', name: '', icon: '', role: 'reader' },
    replyTo: null,
    text: '',
    likes: 0,
    replies: 0,
    createdAt: null,
    top: false,
    excellent: false,
    pending: false,
    location: '',
  };
}
