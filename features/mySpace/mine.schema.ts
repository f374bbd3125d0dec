import { z } from 'zod';
import { flag, list, num, str } from '@/lib/platform/primitives';
import { rawTipoffSchema } from '@/features/tipoffs/tipoff.schema';

// A member's own space (docs/platform-api.md, "A member's own space"): every list is a page of 20,
// newest first, with `totalCount` and `hasMore`.

const page = <T extends z.ZodType>(item: T) => z.object({ list: list(item), totalCount: num(), hasMore: flag() });

/** myDiscussList item: a comment of mine, its review state (auditStatus 0 public, 1 pending, 2 rejected) and where. */
export const rawMyCommentSchema = z.object({
  id: num(),
  sourceType: num(),
  articleID: num(),
  content: str(),
  auditStatus: num(),
  title: str(),
  created: str(),
});
export const rawMyCommentPageSchema = page(rawMyCommentSchema);
export type RawMyComment = z.output<typeof rawMyCommentSchema>;

/** mySubXys item: a media account I follow. */
export const rawMyFollowSchema = z.object({
  xyID: num(),
  name: str(),
  icon: str(),
  description: str(),
  subTime: str(),
});
export const rawMyFollowPageSchema = page(rawMyFollowSchema);
export type RawMyFollow = z.output<typeof rawMyFollowSchema>;

/** mySubReporters item: a reporter I follow (docs/decisions/0064). */
export const rawMyReporterSchema = z.object({
  reporterID: num(),
  name: str(),
  icon: str(),
  desk: str(),
  subTime: str(),
});
export const rawMyReporterPageSchema = page(rawMyReporterSchema);
export type RawMyReporter = z.output<typeof rawMyReporterSchema>;

/** myQuestionList item: a question of mine to the ask bar (status 0 pending, 1 answered, 2 declined). */
export const rawMyQuestionSchema = z.object({
  id: num(),
  subjectID: num(),
  subjectTitle: str(),
  content: str(),
  status: num(),
  replyNote: str(),
  created: str(),
});
export const rawMyQuestionPageSchema = page(rawMyQuestionSchema);
export type RawMyQuestion = z.output<typeof rawMyQuestionSchema>;

/** myCirclePosts item: a post of mine in a circle. */
export const rawMyPostSchema = z.object({
  id: num(),
  circleId: num(),
  circleName: str(),
  content: str(),
  pics: list(z.string()),
  created: str(),
});
export const rawMyPostPageSchema = page(rawMyPostSchema);
export type RawMyPost = z.output<typeof rawMyPostSchema>;

/** myTipoffs: my tip-offs with the newsroom's handling (the items of getTipoffDetail). */
export const rawMyTipoffPageSchema = page(rawTipoffSchema);

/** myMessages item: something that happened to a thing of mine (docs/decisions/0051). */
export const rawMessageSchema = z.object({
  id: str(),
  type: str(),
  objectID: num(),
  sourceType: num(),
  title: str(),
  content: str(),
  status: num(),
  created: str(),
  isRead: num(),
});
export const rawMessagePageSchema = page(rawMessageSchema).extend({ unreadCount: num() });
export type RawMessage = z.output<typeof rawMessageSchema>;

/** myMessageCount, readMyMessages: how many messages are unread. */
export const rawUnreadSchema = z.object({ unreadCount: num() });
