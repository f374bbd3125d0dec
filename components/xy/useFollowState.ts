'use client';

import useSWR from 'swr';
import { callHandler } from '@/lib/client/http';
import { followState } from '@/lib/client/endpoints';

export interface FollowState {
  signedIn: boolean;
  following: number[];
}

/** The key of one question about a group of accounts: every button of a list shares one request. */
export function followStateKey(ids: readonly number[]): readonly ['follows', string] {
  return ['follows', [...ids].sort((a, b) => a - b).join(',')];
}

/**
 * Whether the reader is signed in and which of these accounts they follow, asked once per group
 * after load (the page itself is the same for everyone and cached). Undefined until it is known.
 */
export function useFollowState(ids: readonly number[]) {
  return useSWR<FollowState>(ids.length > 0 ? followStateKey(ids) : null, ([, joined]: readonly [string, string]) => callHandler(followState, { ids: joined }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
