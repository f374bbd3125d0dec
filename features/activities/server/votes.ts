import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { encryptPayload } from '@/lib/platform/auth/encryption';
import { mapVoteCast, mapVoteInfo, mapVoteOption, mapVoteOptionDetail, mapVoteResult } from '../vote.map';
import { currentGeneration } from '@/lib/platform/dialect/generation';
import {
  gatewayVoteCall,
  recordVoteCountAndLogCall,
  voteAccessCountCall,
  voteInfoCall,
  voteOptionInfoCall,
  voteOptionsByNameCall,
  voteOptionsCall,
  voteResultCall,
} from '../calls';
import type {
  VoteCast,
  VoteInfo,
  VoteOption,
  VoteOptionDetail,
  VoteOptionPage,
  VoteResult,
} from '@/features/activities/vote.types';

interface MemberAuth {
  memberToken: string;
  device: string;
}

export async function getVoteInfo(voteId: number, auth: MemberAuth | undefined): Promise<VoteInfo | null> {
  const raw = await platformCall(voteInfoCall, voteId, auth);
  return raw ? mapVoteInfo(raw) : null;
}

export async function getVoteOptions(
  voteId: number,
  themeId: number | undefined,
  page: number,
  auth: MemberAuth | undefined,
): Promise<VoteOptionPage> {
  const raw = await platformCall(voteOptionsCall, { voteId, themeId, page }, auth);
  return { options: raw.list.map(mapVoteOption), total: raw.totalCount, hasMore: raw.hasMore };
}

export async function findVoteOptions(
  voteId: number,
  name: string,
  auth: MemberAuth | undefined,
): Promise<VoteOption[]> {
  return (await platformCall(voteOptionsByNameCall, { voteId, name }, auth)).list.map(mapVoteOption);
}

export async function getVoteOption(
  voteId: number,
  optionId: number,
  auth: MemberAuth | undefined,
): Promise<VoteOptionDetail | null> {
  const raw = await platformCall(voteOptionInfoCall, { voteId, optionId }, auth);
  return raw ? mapVoteOptionDetail(raw) : null;
}

/** One more open of the vote page (or an option's); a failure is not the reader's business. */
export async function countVoteAccess(
  voteId: number,
  optionId: number | undefined,
  device: string | undefined,
): Promise<void> {
  await platformCall(voteAccessCountCall, { voteId, optionId }, { device });
}

export async function getVoteResult(voteId: number, auth: MemberAuth | undefined): Promise<VoteResult> {
  return mapVoteResult(await platformCall(voteResultCall, voteId, auth));
}

/**
 * A vote, as recordVoteCountAndLog takes it: the vote encrypted whole with the platform's public
 * key into `data` (docs/product.md §7), the device and the anti-fraud data beside it. requestId
 * names one tap: the platform counts a repeated request once.
 */
export async function castVote(
  input: { voteId: number; optionId: number; requestId: string },
  auth: MemberAuth,
): Promise<VoteCast> {
  // The config first: it tells the platform's generation (lib/platform/dialect/generation.ts).
  const config = await getSiteConfig();
  if (currentGeneration() !== 'designed') return castAtTheGateway(input, auth);
  const { scheme, cipher } = encryptPayload(JSON.stringify({ ...input, device: auth.device, t: Date.now() }), config);
  const raw = await platformCall(
    recordVoteCountAndLogCall,
    { data: cipher, encryptType: scheme, device: auth.device, afsData: '' },
    auth,
  );
  return mapVoteCast(raw);
}

/**
 * A vote on a g1/g2 platform: the gateway's `vote`, which answers the write alone (a refusal is
 * thrown with the platform's words); the option's count, the total and the votes left are read back
 * from the vote's result and its info for the member. The real form has no request id: a double
 * tap is kept to one by our handler's rate limit and the button's own state.
 */
async function castAtTheGateway(input: { voteId: number; optionId: number }, auth: MemberAuth): Promise<VoteCast> {
  await platformCall(gatewayVoteCall, input, auth);
  const result = await getVoteResult(input.voteId, auth);
  const option = result.ranked.find((ranked) => ranked.id === input.optionId);
  return {
    optionId: input.optionId,
    count: option?.count ?? 0,
    totalVotes: result.totalVotes,
    leftToday: result.leftToday ?? (await votesLeftFromInfo(input.voteId, auth)),
    leftOnOption: 0,
  };
}

/**
 * The votes left today from the member's vote info, asked only where the result does not say. The
 * info is the designed call (the gateway serves it under amuc/api): a platform without it says 0.
 */
async function votesLeftFromInfo(voteId: number, auth: MemberAuth): Promise<number> {
  const info = await getVoteInfo(voteId, auth).catch(() => null);
  return info?.leftToday ?? 0;
}
