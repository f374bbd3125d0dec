import { defineCall } from '@/lib/platform/define';
import { realTipoffPage } from '@/features/tipoffs/tipoff.normalise';
import {
  rawMessagePageSchema,
  rawMyCommentPageSchema,
  rawMyFollowPageSchema,
  rawMyPostPageSchema,
  rawMyQuestionPageSchema,
  rawMyReporterPageSchema,
  rawMyTipoffPageSchema,
  rawUnreadSchema,
} from './mine.schema';

// A member's own space (docs/platform-api.md, "A member's own space"; docs/decisions/0051): every
// call takes the member's token and answers only their own things; nothing here is shared or cached.

/** myDiscussList (member token): a page of my comments, every state but deleted. */
export const myDiscussListCall = defineCall({
  name: 'myDiscussList',
  params: (page: number) => ({ page }),
  answer: rawMyCommentPageSchema,
});

/** mySubXys (member token): a page of the media accounts I follow. */
export const mySubXysCall = defineCall({
  name: 'mySubXys',
  params: (page: number) => ({ page }),
  answer: rawMyFollowPageSchema,
});

/** mySubReporters (member token): a page of the reporters I follow (docs/decisions/0064). */
export const mySubReportersCall = defineCall({
  name: 'mySubReporters',
  params: (page: number) => ({ page }),
  answer: rawMyReporterPageSchema,
});

/** myQuestionList (member token): a page of my questions to the ask bar, every status. */
export const myQuestionListCall = defineCall({
  name: 'myQuestionList',
  params: (page: number) => ({ page }),
  answer: rawMyQuestionPageSchema,
});

/** myCirclePosts (member token): a page of my circle posts. */
export const myCirclePostsCall = defineCall({
  name: 'myCirclePosts',
  params: (page: number) => ({ page }),
  answer: rawMyPostPageSchema,
});

/** myTipoffs (member token): a page of my tip-offs with their handling status. */
export const myTipoffsCall = defineCall({
  name: 'myTipoffs',
  params: (page: number) => ({ page }),
  answer: rawMyTipoffPageSchema,
  // The real list is myTipoff (userID, page, siteID: NisApiController of intergrate-dev/xy-wan-xzw), a bare array.
  publicForm: { name: 'myTipoff', params: (page: number) => ({ page }) },
  dialect: { normalise: realTipoffPage },
});

/** myMessages (member token): a page of the message centre, each marked read or not, and the unread count. */
export const myMessagesCall = defineCall({
  name: 'myMessages',
  params: (page: number) => ({ page }),
  answer: rawMessagePageSchema,
});

/** myMessageCount (member token): how many messages are unread (the account icon's figure). */
export const myMessageCountCall = defineCall({ name: 'myMessageCount', params: () => ({}), answer: rawUnreadSchema });

/** readMyMessages (POST, member token): everything up to now is read. */
export const readMyMessagesCall = defineCall({
  name: 'readMyMessages',
  method: 'POST',
  params: () => ({}),
  answer: rawUnreadSchema,
});
