import localFont from 'next/font/local';
import { localeFacts, type LocaleFont } from '@/lib/i18n/locales';

// Tibetan is missing from most phones' system fonts: ship an OFL Noto Serif Tibetan subset
// (scripts/build-font.mjs). Not preloaded: Tibetan pages and comment sections (readers write Tibetan anywhere) use it.
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

/** The class that defines a font's CSS variable (globals.css builds `--font-body` from it). */
const FONT_CLASS: Record<LocaleFont, string> = {
  // The CJK and Latin stacks are system fonts, named in globals.css: nothing to load.
  system: '',
  tibetan: tibetanFont.variable,
};

/** The font class for `<html>` of a page in this locale (its LOCALE_FACTS font). */
export function localeFontClass(locale: unknown): string {
  return FONT_CLASS[localeFacts(locale).font];
}
