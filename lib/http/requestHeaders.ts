// Headers proxy.ts adds to the request so server components see its decisions.
export const LOCALE_HEADER = 'x-touch-locale';
export const THEME_HEADER = 'x-touch-theme';
export const NONCE_HEADER = 'x-nonce';
export const PATH_HEADER = 'x-touch-path';
