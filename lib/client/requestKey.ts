/**
 * A key for one submit of a reader's write (a tip-off, a post, a vote): kept across retries, so a
 * submit whose answer was lost makes the thing once (lib/http/handler/params.ts, requestKey).
 */
export function newRequestKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
