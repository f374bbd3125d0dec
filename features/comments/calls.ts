import { defineCall } from '@/lib/platform/define';
import {
  rawCommentCountSchema,
  rawCommentListSchema,
  rawDeletedSchema,
  rawPostedSchema,
  rawRepliesSchema,
  rawThreadsSchema,
} from './discuss.schema';
import { tag } from '@/lib/cache/tags';
import { innerWriteStatus, scalarAs } from '@/lib/platform/dialect/normalise';

/** What comments are about: PLATFORM-FACTS.md's comment sourceType and the object's id. */
export interface CommentTarget {
  sourceType: number;
  objectId: number;
}

export interface ThreadsInput extends CommentTarget {
  /** 0-based, 10 threads a page. */
  page: number;
  order: 'newest' | 'hot';
  /** Read past the shared copy (whether a comment just written is public: server/comments.ts). */
  fresh?: boolean;
}

const commentsTags = ({ sourceType, objectId }: CommentTarget) => [tag.comments(sourceType, objectId)];

/**
 * discussView: a page of threads (each with its first replies in topDiscuss). The first page of
 * the newest order is what every render of an object's page shows: shared, and forgotten when a
 * comment is written (its tag). Later pages and the hot order are one reader's scrolling: fresh.
 */
export const discussViewCall = defineCall({
  name: 'discussView',
  params: ({ sourceType, objectId, page, order }: ThreadsInput) => ({
    id: objectId,
    page,
    source: sourceType,
    sortType: order === 'hot' ? 1 : 0,
  }),
  answer: rawThreadsSchema,
  cache: {
    ttl: 'content',
    maxEntries: 1000,
    when: ({ page, order, fresh }) => page === 0 && order === 'newest' && !fresh,
    tags: commentsTags,
  },
});

/** discussHot: the most liked comments of an object (5 under an article). */
export const discussHotCall = defineCall({
  name: 'discussHot',
  params: ({ sourceType, objectId, count }: CommentTarget & { count: number }) => ({
    id: objectId,
    count,
    source: sourceType,
  }),
  answer: rawCommentListSchema,
  cache: { ttl: 'content', maxEntries: 1000, tags: commentsTags },
});

/** What discussCount counts: an object's published comments, or (`likes`) its likes. */
export interface CountInput extends CommentTarget {
  counts?: 'comments' | 'likes';
}

/** The real call's `type` for likes (intergrate-dev/xy6.0-xzw DiscussApiManager.getDiscussCount: 2 likes, else comments). */
const COUNT_LIKES = 2;

/**
 * discussCount: how many published comments an object has, or how many likes: the read-back of a
 * like on a platform whose event answers the write alone (features/analytics/server/events.ts).
 * Comment counts are shared; a like's count is read fresh.
 */
export const discussCountCall = defineCall({
  name: 'discussCount',
  params: ({ sourceType, objectId, counts }: CountInput) => ({
    id: objectId,
    type: counts === 'likes' ? COUNT_LIKES : sourceType,
    source: sourceType,
  }),
  answer: rawCommentCountSchema,
  // The gateway answers the count alone, a number (CommentController, DiscussApiManager.getDiscussCount).
  dialect: { normalise: scalarAs('count') },
  cache: { ttl: 'content', maxEntries: 1000, when: ({ counts }) => counts !== 'likes', tags: commentsTags },
});

export interface RepliesInput {
  /** A thread's first comment (a reply's id opens its thread). */
  commentId: number;
  /** 0-based, 20 replies a page. */
  page: number;
}

/** discussReply: one thread, its first comment and a page of its replies; a negative status when there is none. */
export const discussReplyCall = defineCall({
  name: 'discussReply',
  params: ({ commentId, page }: RepliesInput) => ({ id: commentId, page }),
  answer: rawRepliesSchema,
  nullWhenMissing: true,
});

export interface PostCommentInput extends CommentTarget {
  /** The comment answered; 0 for a new thread. */
  parentId: number;
  content: string;
  device: string;
  /** PLATFORM-FACTS.md: 1 = the touch edition. */
  channel: number;
}

/** The parent a top-level comment names on the real platform (CommentInfo's default); ours says 0. */
const NO_PARENT_PUBLIC = -1;

/**
 * discuss (POST): writes a comment as the member whose token goes with it. On a g1/g2 platform the
 * form names the member (userID, userName: lib/platform/dialect/member.ts) and a top-level comment
 * has parent -1 (intergrate-dev/xy-wan-xzw CommentInfo); the answer is `true` or `{value: "true"}`
 * without the comment, which postComment reads back.
 */
export const postCommentCall = defineCall({
  name: 'discuss',
  method: 'POST',
  params: ({ sourceType, objectId, parentId, content, device, channel }: PostCommentInput) => ({
    rootID: objectId,
    sourceType,
    parentID: parentId,
    content,
    device,
    channel,
  }),
  answer: rawPostedSchema,
  publicForm: {
    name: 'discuss',
    params: ({ sourceType, objectId, parentId, content, device, channel }: PostCommentInput) => ({
      rootID: objectId,
      sourceType,
      parentID: parentId === 0 ? NO_PARENT_PUBLIC : parentId,
      content,
      device,
      channel,
    }),
  },
});

/**
 * myDiscuss: the member's own comments on an object, those waiting for review included. The real
 * call lists all of the member's comments by userID and page (jiangbm/XFJ_FZ_API App_Discuss;
 * the gateway's CommentController): getMyComments keeps the object's.
 */
export const myCommentsCall = defineCall({
  name: 'myDiscuss',
  params: ({ sourceType, objectId }: CommentTarget) => ({ id: objectId, source: sourceType }),
  answer: rawCommentListSchema,
  publicForm: { name: 'myDiscuss', params: () => ({ page: 0 }) },
});

/**
 * delMyDiscuss: the member deletes a comment of their own (the platform refuses anyone else's). The
 * real call is a GET naming the comment `fileId` and the member `userID` (App_Discuss/DelMyDiscuss.robot);
 * its inner status 1 and 2 are refusals (normalise.ts innerWriteStatus).
 */
export const deleteCommentCall = defineCall({
  name: 'delMyDiscuss',
  method: 'POST',
  params: (commentId: number) => ({ id: commentId }),
  answer: rawDeletedSchema,
  dialect: { normalise: innerWriteStatus('delMyDiscuss'), write: true },
  publicForm: { name: 'delMyDiscuss', method: 'GET', params: (commentId: number) => ({ fileId: commentId }) },
});
