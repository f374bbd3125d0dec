// Headers proxy.ts adds to the request so server components see its decisions.
export const LOCALE_HEADER = 'x-touch-locale';
export const NONCE_HEADER = 'x-nonce';
export const PATH_HEADER = 'x-touch-path';
/** Set when proxy.ts found the platform down and rewrote to the 503 page: nothing may wait for it. */
export const PLATFORM_DOWN_HEADER = 'x-touch-platform-down';
