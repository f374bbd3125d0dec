'use client';

import { callHandler } from '@/lib/client/http';
import { followState } from '@/lib/client/endpoints';
import { useReaderState, type ReaderState } from '@/lib/client/useReaderState';

export interface FollowState {
  signedIn: boolean;
  following: number[];
}

/** The key of one question about a group of accounts: every button of a list shares one request. */
function followStateKey(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

/** The questions under way, by group: the buttons of one list, mounted together, wait for the same answer. */
const underWay = new Map<string, Promise<FollowState>>();

function askOnce(key: string): Promise<FollowState> {
  const known = underWay.get(key);
  if (known) return known;
  const answer = callHandler(followState, { ids: key });
  underWay.set(key, answer);
  const settled = () => underWay.delete(key);
  answer.then(settled, settled);
  return answer;
}

/**
 * Whether the reader is signed in and which of these accounts they follow, asked once per group
 * after load (the page itself is the same for everyone and cached). Undefined until it is known
 * (and when the question failed: the button then stays disabled). Plain state and one shared
 * request, no SWR (docs/decisions/0035: its cache was 5-7 KB gzip of first-load JavaScript on the pages with
 * follow buttons, search among them).
 */
export function useFollowState(ids: readonly number[]): ReaderState<FollowState> {
  const key = followStateKey(ids);
  return useReaderState<FollowState>(key, () => askOnce(key));
}
