import { defineCall } from '@/lib/platform/define';
import {
  rawActivityDetailSchema,
  rawActivityListSchema,
  rawEntryDetailSchema,
  rawEntryListSchema,
  rawMyEntryListSchema,
  rawRegistSchema,
  rawRepeatSchema,
  rawVoucherSchema,
} from './activity.schema';
import { tag } from '@/lib/cache/tags';
import {
  rawAccessCountSchema,
  rawVoteCastSchema,
  rawVoteDoneSchema,
  rawVoteInfoSchema,
  rawVoteOptionInfoSchema,
  rawVoteOptionsByNameSchema,
  rawVoteOptionsSchema,
  rawVoteResultSchema,
} from './vote.schema';

// Activities and sign-ups (docs/platform-api.md, "Activities"). Reading calls without a member's
// token are shared between readers under the activity's tag; a registration drops it.

/** activityList: the activities, 20 a page (0-based). */
export const activityListCall = defineCall({
  name: 'activityList',
  params: ({ page }: { page: number }) => ({ page, lastFileId: 0 }),
  answer: rawActivityListSchema,
  cache: { ttl: 'content', maxEntries: 50, tags: () => [tag.activities()] },
});

/**
 * activityDetail: an activity with its application form. Asked with a member's token (never
 * shared) it also says whether that member is registered.
 */
export const activityDetailCall = defineCall({
  name: 'activityDetail',
  params: (fileId: number) => ({ fileId }),
  answer: rawActivityDetailSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (fileId: number) => [tag.activity(fileId)] },
});

/** entryList: who signed up, newest first (the detail page shows the first 8). */
export const entryListCall = defineCall({
  name: 'entryList',
  params: ({ fileId, page, size }: { fileId: number; page: number; size: number }) => ({ fileId, page, size }),
  answer: rawEntryListSchema,
  criticality: 'secondary',
  fallback: { list: [], totalCount: 0, hasMore: false },
  cache: {
    ttl: 'content',
    maxEntries: 200,
    when: ({ page }) => page === 0,
    tags: ({ fileId }) => [tag.activity(fileId)],
  },
});

/** checkEntryRepeatField: whether a unique field's value is already taken (asked as the reader leaves the field). */
export const checkEntryRepeatFieldCall = defineCall({
  name: 'checkEntryRepeatField',
  params: (input: { fileId: number; field: string; value: string }) => input,
  answer: rawRepeatSchema,
});

/**
 * activityRegist (POST, member token): the application; formData is the answers as JSON text. On a
 * g1/g2 platform it is the gateway's saveActivity (ActiveController, ActivityInfo of
 * intergrate-dev/xy-wan-xzw: fileId, realName, phone, signForm the answers as JSON text; the member
 * from the session), which queues the sign-up and answers "true" alone: no entry id, no code.
 */
export const activityRegistCall = defineCall({
  name: 'activityRegist',
  method: 'POST',
  params: ({ fileId, answers }: { fileId: number; answers: Record<string, string> }) => ({
    fileId,
    formData: JSON.stringify(answers),
  }),
  answer: rawRegistSchema,
  publicForm: {
    name: 'saveActivity',
    params: ({ fileId, answers }: { fileId: number; answers: Record<string, string> }) => ({
      fileId,
      realName: answers.name ?? '',
      phone: answers.phone ?? '',
      signForm: JSON.stringify(answers),
    }),
  },
});

/** myEntryList (member token): the reader's own registrations, newest first. */
export const myEntryListCall = defineCall({
  name: 'myEntryList',
  params: (page: number) => ({ page }),
  answer: rawMyEntryListSchema,
});

/** entryDetail (member token): one of the reader's registrations; 10201 where only the app shows progress. */
export const entryDetailCall = defineCall({
  name: 'entryDetail',
  params: ({ entryId, fileId }: { entryId: number; fileId?: number }) => ({ entryID: entryId, fileId }),
  answer: rawEntryDetailSchema,
});

/** getActivityVoucher (POST): the voucher of a registration, by its code. */
export const getActivityVoucherCall = defineCall({
  name: 'getActivityVoucher',
  method: 'POST',
  params: ({ activityId, registCode }: { activityId: number; registCode: string }) => ({
    activityID: activityId,
    registCode,
  }),
  answer: rawVoucherSchema,
});

/** activityVerify (POST): a venue writes a voucher off with its verification code. */
export const activityVerifyCall = defineCall({
  name: 'activityVerify',
  method: 'POST',
  params: (input: { activityId: number; registCode: string; shopSite: string; verifyCode: string }) => ({
    activityID: input.activityId,
    registCode: input.registCode,
    shopSite: input.shopSite,
    verifyCode: input.verifyCode,
  }),
  answer: rawVoucherSchema,
});

// Votes (docs/platform-api.md, "Votes"). A member's calls carry the token (votes left today), a
// signed-out reader's none (docs/decisions/0045); nothing here is shared between readers. The vote
// pages' routes require auth (features/activities/paths.ts), which signs their reads under xyAuth 1;
// the vote itself, made by a handler, is defined so.

/** vote/info: head image, themes and rules (vs_*), time, limits; with a token, the votes left today. */
export const voteInfoCall = defineCall({
  name: 'vote/info',
  params: (voteId: number) => ({ voteId }),
  answer: rawVoteInfoSchema,
  nullWhenMissing: true,
});

/** vote/options: the options of a vote (of one theme when themeId is given), 20 a page. */
export const voteOptionsCall = defineCall({
  name: 'vote/options',
  params: ({ voteId, themeId, page }: { voteId: number; themeId?: number; page: number }) => ({
    voteId,
    themeId,
    page,
  }),
  answer: rawVoteOptionsSchema,
});

/** vote/optionInfo: one option with its description. */
export const voteOptionInfoCall = defineCall({
  name: 'vote/optionInfo',
  params: ({ voteId, optionId }: { voteId: number; optionId: number }) => ({ voteId, optionId }),
  answer: rawVoteOptionInfoSchema,
  nullWhenMissing: true,
});

/** vote/infoByOptName: options whose name (or number) matches. */
export const voteOptionsByNameCall = defineCall({
  name: 'vote/infoByOptName',
  params: ({ voteId, name }: { voteId: number; name: string }) => ({ voteId, name }),
  answer: rawVoteOptionsByNameSchema,
});

/** vote/addAccessCount: one more open of the vote page, or of an option's page. */
export const voteAccessCountCall = defineCall({
  name: 'vote/addAccessCount',
  params: ({ voteId, optionId }: { voteId: number; optionId?: number }) => ({ voteId, optionId }),
  answer: rawAccessCountSchema,
  criticality: 'secondary',
  fallback: { accessCount: 0 },
});

/** voteResult (POST): the options ranked by votes, with shares; with a token, the votes left today. */
export const voteResultCall = defineCall({
  name: 'voteResult',
  method: 'POST',
  // The gateway names the vote `id` (NisApiController); the designed call voteId: both are sent.
  params: (voteId: number) => ({ voteId, id: voteId }),
  answer: rawVoteResultSchema,
});

/**
 * vote (POST): the gateway's vote (NisApiController.vote and VoteInfo of intergrate-dev/xy-wan-xzw):
 * `voteID` and `voteResult`, its options as "question:option" items (ours have no questions: the
 * option alone), the member named in the form from the session (lib/platform/dialect/member.ts).
 * It answers the write alone; the counts are read back (features/activities/server/votes.ts).
 */
export const gatewayVoteCall = defineCall({
  name: 'vote',
  method: 'POST',
  params: ({ voteId, optionId }: { voteId: number; optionId: number }) => ({
    voteID: voteId,
    voteResult: String(optionId),
  }),
  answer: rawVoteDoneSchema,
  requiresAuth: true,
});

/**
 * recordVoteCountAndLog (POST, member token): the vote itself. docs/product.md §7: this call
 * encrypts its whole body: `data` is the cipher of the vote (features/activities/server/votes.ts),
 * beside `device` and `afsData`.
 */
export const recordVoteCountAndLogCall = defineCall({
  name: 'recordVoteCountAndLog',
  method: 'POST',
  params: (input: { data: string; encryptType: string; device: string; afsData: string }) => input,
  answer: rawVoteCastSchema,
  requiresAuth: true,
});
