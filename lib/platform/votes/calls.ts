import { defineCall } from '../define';
import {
  rawAccessCountSchema, rawVoteCastSchema, rawVoteInfoSchema, rawVoteOptionInfoSchema, rawVoteOptionsByNameSchema,
  rawVoteOptionsSchema, rawVoteResultSchema,
} from '../schemas/vote';

// Votes (docs/platform-api.md, "Votes"). The vote pages require sign-in (docs/product.md §6), so
// their calls carry the member's token and nothing here is shared between readers.

/** vote/info: head image, themes and rules (vs_*), time, limits; with a token, the votes left today. */
export const voteInfoCall = defineCall({
  name: 'vote/info',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (voteId: number) => ({ voteId }),
  answer: rawVoteInfoSchema,
  criticality: 'page',
  nullWhenMissing: true,
  requiresAuth: true,
});

/** vote/options: the options of a vote (of one theme when themeId is given), 20 a page. */
export const voteOptionsCall = defineCall({
  name: 'vote/options',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ voteId, themeId, page }: { voteId: number; themeId?: number; page: number }) => ({ voteId, themeId, page }),
  answer: rawVoteOptionsSchema,
  criticality: 'page',
  requiresAuth: true,
});

/** vote/optionInfo: one option with its description. */
export const voteOptionInfoCall = defineCall({
  name: 'vote/optionInfo',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ voteId, optionId }: { voteId: number; optionId: number }) => ({ voteId, optionId }),
  answer: rawVoteOptionInfoSchema,
  criticality: 'page',
  nullWhenMissing: true,
  requiresAuth: true,
});

/** vote/infoByOptName: options whose name (or number) matches. */
export const voteOptionsByNameCall = defineCall({
  name: 'vote/infoByOptName',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ voteId, name }: { voteId: number; name: string }) => ({ voteId, name }),
  answer: rawVoteOptionsByNameSchema,
  criticality: 'page',
  requiresAuth: true,
});

/** vote/addAccessCount: one more open of the vote page, or of an option's page. */
export const voteAccessCountCall = defineCall({
  name: 'vote/addAccessCount',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ voteId, optionId }: { voteId: number; optionId?: number }) => ({ voteId, optionId }),
  answer: rawAccessCountSchema,
  criticality: 'secondary',
  fallback: { accessCount: 0 },
});

/** voteResult (POST): the options ranked by votes, with shares; with a token, the votes left today. */
export const voteResultCall = defineCall({
  name: 'voteResult',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: (voteId: number) => ({ voteId }),
  answer: rawVoteResultSchema,
  criticality: 'page',
  requiresAuth: true,
});

/**
 * recordVoteCountAndLog (POST, member token): the vote itself. docs/product.md §7: this call
 * encrypts its whole body: `data` is the cipher of the vote (lib/platform/votes/votes.ts),
 * beside `device` and `afsData`.
 */
export const recordVoteCountAndLogCall = defineCall({
  name: 'recordVoteCountAndLog',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: (input: { data: string; encryptType: string; device: string; afsData: string }) => input,
  answer: rawVoteCastSchema,
  criticality: 'page',
  requiresAuth: true,
});
