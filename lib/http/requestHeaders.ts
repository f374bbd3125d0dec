// Headers proxy.ts adds to the request so server components see its decisions.
export const LOCALE_HEADER = 'x-touch-locale';
export const NONCE_HEADER = 'x-nonce';
export const PATH_HEADER = 'x-touch-path';
/**
 * Set by proxy.ts on an /api/ call that came without a device cookie and was given one there:
 * the handler sees a device that no earlier call had (docs/decisions/0043). Never taken from the reader.
 */
export const DEVICE_ISSUED_HEADER = 'x-touch-device-issued';
/** Set when proxy.ts found the platform down and rewrote to the 503 page: nothing may wait for it. */
export const PLATFORM_DOWN_HEADER = 'x-touch-platform-down';
/**
 * Set by the front server, with the fill header, when the page itself failed to render: proxy.ts
 * answers the 503 page for its address (server/front.mjs FAILED_HEADER; docs/decisions/0024).
 */
export const RENDER_FAILED_HEADER = 'x-touch-render-failed';
/**
 * Set by the front server, with the fill header, on the one render of its 'busy' page
 * (server/front.mjs BUSY_HEADER), and by proxy.ts for the 503 page when this server, not the
 * platform, is the reason: the page then says the site is busy (docs/decisions/0033).
 */
export const SERVER_BUSY_HEADER = 'x-touch-busy';
/**
 * Set by the front server, with the fill header, on the second render of an address whose page
 * said notFound(): proxy.ts rewrites it to the rendered 404 page (app/missing), so its HTML holds
 * the message (server/front.mjs NOT_FOUND_HEADER; docs/decisions/0086).
 */
export const NOT_FOUND_RENDER_HEADER = 'x-touch-not-found';
