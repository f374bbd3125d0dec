import localFont from 'next/font/local';

// Tibetan is missing from most phones' system fonts: ship an OFL Noto Serif Tibetan subset
// (scripts/build-font.mjs). Not preloaded. Its variable is defined on every page (app/layout.tsx):
// Tibetan pages set their text in it (globals.css, html:lang(bo); LOCALE_FACTS.font); Tibetan
// comments on other pages use it only when the phone has no Tibetan face of its own (globals.css,
// --font-tibetan-text; docs/decisions/0059); the unicode-range keeps the file off pages without Tibetan text.
export const tibetanFont = localFont({
  src: '../../public/fonts/noto-serif-tibetan-subset.woff2',
  variable: '--font-tibetan',
  display: 'swap',
  preload: false,
  // No fallback here: next/font would append it to --font-tibetan, before the sans faces that
  // globals.css lists for Chinese, Latin and digits (a generic serif there drew them in serif).
  fallback: [],
  adjustFontFallback: false,
  // The subset keeps the font's digits, space and Latin punctuation (the shaping closure): the face
  // is for the Tibetan block only, so the rest of a Tibetan page is drawn in the sans faces. Only
  // text with Tibetan in it drawn in this face fetches the file (and not where the phone has its own face).
  declarations: [{ prop: 'unicode-range', value: 'U+0F00-0FFF, U+200B-200D, U+25CC' }],
});

/**
 * Only the letters of བོད་ཡིག (about 2 KB): the footer of every page names Tibetan in Tibetan, and
 * pages in the other languages should neither show empty boxes there nor fetch the whole face for
 * one word (globals.css: `[lang='bo']` inside a page of another language).
 */
export const tibetanAutonymFont = localFont({
  src: '../../public/fonts/noto-serif-tibetan-autonym.woff2',
  variable: '--font-tibetan-autonym',
  display: 'swap',
  preload: false,
  fallback: [],
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0F00-0FFF' }],
});
