/**
 * docs/product.md §8: a script chunk that has not loaded within 120 s has failed ('Loading chunk …
 * failed'). webpack gave every chunk that time-out (`output.chunkLoadTimeout`); Turbopack, which
 * builds this site, waits for a chunk for ever, so a lazily loaded part on a stalled connection
 * would stay a blank space with no message. Each lazily loaded part of a page goes through
 * `withChunkTimeout`: after the time-out its load fails with a ChunkLoadError, which app/error.tsx
 * says as such, with a reload (lib/client/chunkFailure.ts).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The error a chunk that took too long fails with: a ChunkLoadError, as webpack's own time-out. */
export function chunkTimeoutError(name: string, ms: number): Error {
  return Object.assign(new Error(`Loading chunk ${name} failed.\n(timeout: ${ms / 1000} s)`), {
    name: 'ChunkLoadError',
  });
}

/**
 * The same loader, failing once `ms` have passed without the chunk (the chunk may still arrive:
 * its answer is then ignored, the failure already shown).
 */
export function withChunkTimeout<T>(
  name: string,
  load: () => Promise<T>,
  ms: number = CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(chunkTimeoutError(name, ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
