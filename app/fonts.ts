import localFont from 'next/font/local';

// Tibetan is missing from most phones' system fonts: ship an OFL Noto Serif Tibetan subset
// (scripts/build-font.mjs). Not preloaded: only Tibetan pages use it.
export const tibetanFont = localFont({
  src: '../public/fonts/noto-serif-tibetan-subset.woff2',
  variable: '--font-tibetan',
  display: 'swap',
  preload: false,
  // No fallback here: next/font would append it to --font-tibetan, before the sans faces that
  // globals.css lists for Chinese, Latin and digits (a generic serif there drew them in serif).
  fallback: [],
  adjustFontFallback: false,
});
