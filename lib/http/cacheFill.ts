/** The header by which the front server (server/front.mjs) asks for a render for every reader. */
export const FILL_HEADER = 'x-touch-fill';

/**
 * Is this request the page cache's render (docs/decisions/0009)? The front server strips this
 * header from every request it passes on and sets it only on its own loopback renders, so no
 * reader can send it through. (A per-process secret was tried: proxy.ts does not see variables
 * set at run time, only the environment Next started with.) Should a bare `next start` ever be
 * exposed, a forged fill gets a page under `script-src 'self'` only (proxy.ts): broken, not unsafe.
 */
export function isCacheFill(headers: Headers): boolean {
  return headers.get(FILL_HEADER) === '1';
}
