import { z } from 'zod';
import { flag, list, num, presentNum, str } from '@/lib/platform/primitives';

/** A comment's review state where the answer says none (server/comments.ts then looks for it in public). */
export const AUDIT_UNSAID = -1;

/** One comment as discussView, discussViewFlat, discussHot, discussReply and myDiscuss answer it (docs/platform-api.md, "Comments"). */
export const rawCommentSchema = z.object({
  id: presentNum(),
  userID: str(),
  userName: str(),
  userIcon: str(),
  articleID: num(),
  sourceType: num(),
  rootID: num(),
  parentID: num(),
  parentUserID: str(),
  parentUserName: str(),
  content: str(),
  countPraise: num(),
  countDiscuss: num(),
  created: str(),
  /** 0 reader, 1 editor, 2 reporter, 3 official account. */
  roleType: num(),
  isTop: flag(),
  isExcellent: flag(),
  /**
   * 0 published, 1 waiting for review (answered to its writer only); -1 unsaid: the real platform
   * keeps no review state in a comment it answers (getMyDiscuss of intergrate-dev/xy6.0-xzw).
   */
  auditStatus: num(AUDIT_UNSAID),
  location: str(),
});
export type RawComment = z.output<typeof rawCommentSchema>;

const paging = { totalCount: num(), totalPage: num(), hasMore: flag(), page: num() };

/** discussView: threads, each with its first replies (topDiscuss). */
export const rawThreadsSchema = z.object({
  list: list(
    rawCommentSchema.extend({
      topDiscuss: z
        .object({ list: list(rawCommentSchema), ...paging })
        .nullable()
        .default(null),
    }),
  ),
  ...paging,
});
export type RawThreads = z.output<typeof rawThreadsSchema>;

/** discussViewFlat, discussHot, myDiscuss: a plain list. */
export const rawCommentListSchema = z.object({ list: list(rawCommentSchema), ...paging });

/**
 * discussReply: a thread's first comment and a page of its replies. The real platform sends no
 * `main` (its replies only: the CMS's getDiscussReply), so it may be absent (docs/decisions/0074).
 */
export const rawRepliesSchema = z.object({
  main: rawCommentSchema.nullable().catch(null).default(null),
  list: list(rawCommentSchema),
  ...paging,
});
export type RawReplies = z.output<typeof rawRepliesSchema>;

export const rawCommentCountSchema = z.object({ count: presentNum() });

/** discuss (POST): `value: "true"`, the new comment and whether it waits for review. */
export const rawPostedSchema = z.object({
  value: str(),
  id: num(),
  auditStatus: num(),
  /** Absent where the platform answers the write alone (`{value: "true"}`, g1/g2): read back then. */
  discuss: rawCommentSchema.nullable().default(null),
});

export const rawDeletedSchema = z.object({ value: str() });
