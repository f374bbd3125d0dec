'use client';

import useSWR, { type SWRResponse } from 'swr';
import { callHandler } from '@/lib/client/http';
import { followState } from '@/lib/client/endpoints';
import { READER_STATE } from '@/lib/client/swrOptions';

export interface FollowState {
  signedIn: boolean;
  following: number[];
}

/** The key of one question about a group of accounts: every button of a list shares one request. */
function followStateKey(ids: readonly number[]): string {
  return `follow:${[...ids].sort((a, b) => a - b).join(',')}`;
}

/**
 * Whether the reader is signed in and which of these accounts they follow, asked once per group
 * after load (the page itself is the same for everyone and cached): SWR's key is the group, so
 * the buttons of one list, mounted together, share one request. Undefined until it is known (and
 * when the question failed: the button then stays disabled).
 */
export function useFollowState(ids: readonly number[]): SWRResponse<FollowState> {
  const key = followStateKey(ids);
  return useSWR<FollowState>(key, () => callHandler(followState, { ids: key.slice('follow:'.length) }), READER_STATE);
}
