import type { SWRConfiguration } from 'swr';

/**
 * A reader's own part of a cached public page (signed in, collected, followed, their questions):
 * asked through SWR once after hydration (the server rendered the page the same for everyone, so
 * nothing is asked before), and again when another island with the same key mounts once the
 * first answer is in (dedupingInterval 0: islands mounted together share the request under way,
 * a later page asks afresh and shows the tab's last answer meanwhile). No question on focus or
 * reconnect and no retry behind the reader's back: a phone on a bad link must not send a storm,
 * a failed question leaves the island in its unknown state (docs/decisions/0066).
 */
export const READER_STATE: SWRConfiguration = {
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/** Writes the answer of a write into the cache without asking again (the write's answer is the new state). */
export const KEEP_ANSWER = { revalidate: false } as const;
