/**
 * Characters a reader's text must not carry into what others read.
 *
 * Bidi controls (embeddings, overrides, isolates, the LRM/RLM/ALM marks) reorder the text
 * around them: a right-to-left override in a comment turns the rest of the line, or the page's
 * text next to it, backwards ("gpj.exe" shown as "exe.jpg"). Comments, circle posts, tip-offs,
 * submissions and questions are stored without them; a script that needs direction gets it
 * from its own letters (the display isolates each reader's text as well).
 */

/** U+061C ALM, U+200E LRM, U+200F RLM, U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates. */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Characters that show nothing (or show as a blank) and so let one name pass for another:
 * every format character (Unicode Cf: zero-width space and joiners, bidi controls, the BOM,
 * soft hyphen, tag characters), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the
 * combining grapheme joiner (U+034F), the Khmer inherent vowels (U+17B4, U+17B5) and the
 * Braille blank (U+2800).
 */
export const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** A reader's text without bidi controls. @param {string} text */
export const stripBidiControls = (text) => text.replace(BIDI_CONTROLS, '');

/** The text without any invisible character (for comparing names). @param {string} text */
export const withoutInvisible = (text) => text.replace(INVISIBLE_ALL, '');
