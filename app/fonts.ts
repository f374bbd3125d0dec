import localFont from 'next/font/local';

// Tibetan is missing from most phones' system fonts: ship an OFL Noto Serif Tibetan subset
// (scripts/build-font.mjs). Not preloaded. Its variable is defined on every page (app/layout.tsx):
// Tibetan pages set their text in it (globals.css, html:lang(bo); LOCALE_FACTS.font) and Tibetan
// comments on other pages use it too; the unicode-range keeps the file off pages without Tibetan text.
export const tibetanFont = localFont({
  src: '../public/fonts/noto-serif-tibetan-subset.woff2',
  variable: '--font-tibetan',
  display: 'swap',
  preload: false,
  fallback: ['serif'],
  // Only text with Tibetan in it fetches the file: Tibetan comments on Chinese pages get it, other pages do not.
  declarations: [{ prop: 'unicode-range', value: 'U+0F00-0FFF, U+200B-200D, U+25CC' }],
});

/**
 * The Tibetan face alone, without its fallbacks and generic family, for stacks that put it first: its
 * unicode-range keeps every other script on the fonts after it (the comment sections: components/comments).
 */
export const tibetanFace = tibetanFont.style.fontFamily.split(',')[0]?.trim() ?? '';
