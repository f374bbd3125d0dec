/**
 * A script that failed to load (docs/product.md §8: 'Loading chunk … failed'): webpack's
 * ChunkLoadError ('Loading chunk 123 failed', 'Loading CSS chunk …'), or a browser's failed dynamic
 * import. Usually a page of an older build asking for chunks a newer deployment no longer has, or a
 * connection that dropped: reloading the page fetches the current ones. Told apart from a platform
 * failure so the reader is not told the content is unavailable when a reload would do.
 */
const CHUNK_FAILURE =
  /Loading (CSS )?chunk [\w./-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message));
}
