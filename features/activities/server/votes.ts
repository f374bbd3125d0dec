import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { encryptPayload } from '@/lib/platform/auth/encryption';
import { mapVoteCast, mapVoteInfo, mapVoteOption, mapVoteOptionDetail, mapVoteResult } from '../vote.map';
import {
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
  const config = await getSiteConfig();
  const { scheme, cipher } = encryptPayload(JSON.stringify({ ...input, device: auth.device, t: Date.now() }), config);
  const raw = await platformCall(
    recordVoteCountAndLogCall,
    { data: cipher, encryptType: scheme, device: auth.device, afsData: '' },
    auth,
  );
  return mapVoteCast(raw);
}
