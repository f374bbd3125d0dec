import 'server-only';
import { mediaOrigins } from '@/lib/http/cspHosts';

/** The largest picture the server reads (a cover or an avatar); larger ones are not previewed. */
export const MEDIA_FETCH_MAX_BYTES = 8 * 1024 * 1024;
/** How long the server waits for a picture: a slow media host leaves the card without it. */
export const MEDIA_FETCH_TIMEOUT_MS = 2_000;

/**
 * The bytes of a picture of the platform's media, or null when it is elsewhere, missing, too large
 * or too slow. Only the configured media origins (the CSP's, lib/http/cspHosts.ts) are asked, so a
 * picture address an editor typed cannot send the server to an internal address.
 */
export async function fetchMedia(url: string, origins: readonly string[] = mediaOrigins()): Promise<Buffer | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin)) return null;
  try {
    const response = await fetch(parsed, { signal: AbortSignal.timeout(MEDIA_FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok || !response.body) return null;
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MEDIA_FETCH_MAX_BYTES) {
      await response.body.cancel();
      return null;
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      size += value.byteLength;
      if (size > MEDIA_FETCH_MAX_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
}
