// Reader-written text (nicknames, comments, posts, questions) may carry Unicode bidi controls: a
// right-to-left override (U+202E) in a nickname reverses what follows it, so "gnp.exe" reads as
// "exe.png" and the text after a name in the same line is turned round too. Pure: server and browser.

/** LRE, RLE, PDF, LRO, RLO (U+202A-E), LRI, RLI, FSI, PDI (U+2066-9), LRM, RLM, ALM. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * The text without bidi controls: for places where no element can isolate it, the document
 * `<title>`, og:title and JSON-LD (lib/seo), which a browser tab, a share card or a search result
 * shows as plain text.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * A reader's words placed inside a sentence or an attribute (`Reply to {name}`, an aria-label):
 * isolated between FSI and PDI, as `<bdi>` isolates an element, so whatever controls it carries
 * end with it and its direction is its own.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
