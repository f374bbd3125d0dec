import type { RawComment, RawThreads } from './discuss.schema';
import type { Comment, CommentPage, CommentReplies, CommentRole, CommentThread } from '@/features/comments/comment.types';
import { toIsoTime } from '../articles/article.map';

const ROLES: Readonly<Record<number, CommentRole>> = { 1: 'editor', 2: 'reporter', 3: 'official' };

/** Line ends as one kind, and no control characters but the line break (they would only show as boxes). */
function cleanText(text: string): string {
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
  const threads: CommentThread[] = raw.list.map((item) => ({
    ...mapComment(item),
    preview: {
      replies: (item.topDiscuss?.list ?? []).map(mapComment),
      total: item.topDiscuss?.totalCount ?? 0,
      hasMore: item.topDiscuss?.hasMore ?? false,
    },
  }));
  return { threads, total: raw.totalCount, page: raw.page, hasMore: raw.hasMore };
}

export function mapCommentReplies(raw: { main: RawComment; list: RawComment[]; totalCount: number; page: number; hasMore: boolean }): CommentReplies {
  return { main: mapComment(raw.main), replies: raw.list.map(mapComment), total: raw.totalCount, page: raw.page, hasMore: raw.hasMore };
}
