import { savedNativeFetch } from '@/lib/processWide.mjs';

/**
 * The fetch that platform calls go out with: the runtime's own, saved by a render worker (server/renderWorker.mjs) before
 * Next patched the global one (docs/decisions/0037).
 *
 * Next's patched fetch tees every GET's body (its request dedupe: one branch to the caller, one
 * kept for a second caller in the same render). Our calls never use the second branch:
 * lib/platform/sharedCache.ts already shares answers between renders and callers, with tags and
 * bounds of its own. So each call buffered its body twice, and the unread halves were among what
 * the kept renders of docs/decisions/0037 held (19,684 stream halves in one heap snapshot of the soak).
 * Anywhere the saved fetch is absent (jest, a plain `next start`) the global one is used.
 */
export function wireFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return (savedNativeFetch() ?? globalThis.fetch)(input, init);
}
