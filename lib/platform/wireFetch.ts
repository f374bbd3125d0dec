/**
 * The fetch that platform calls go out with: the runtime's own, saved by server/main.mjs before
 * Next patched the global one (docs/decisions/0035).
 *
 * Next's patched fetch tees every GET's body (request dedupe: one branch to the caller, one kept
 * for a second caller in the same render). Our calls never need it: lib/platform/sharedCache.ts
 * already shares answers between renders and callers, with tags and bounds of its own. And on
 * this runtime the teed branches outlived their requests: a 10-minute soak kept ~45 MB a minute
 * of live heap (streams holding their request's response) until the process was restarted.
 * Anywhere the saved fetch is absent (jest, a plain `next start`) the global one is used.
 */
export const NATIVE_FETCH = Symbol.for('touch.nativeFetch');

export function wireFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const saved = (globalThis as unknown as Record<symbol, typeof fetch | undefined>)[NATIVE_FETCH];
  return (saved ?? globalThis.fetch)(input, init);
}
