// Length-cut helpers (docs/product.md §5, §9): share descriptions are cut to 100 characters,
// share titles to a configured limit counted in "bytes" (non-ASCII counts 2, as
// the weixin share card measures). Limit conventions come from the platform's
// configuration: 0 means "show nothing", -1 and -2 mean "no limit".
//
// Lengths count Unicode code points, so an emoji or a CJK Extension-B character
// is one character, never half a surrogate pair. A cut also never lands inside a
// grapheme cluster: a Tibetan stack (base letter + subjoined letters + vowel
// signs, several code points) or an emoji ZWJ sequence is kept whole or dropped
// whole, since a dangling combining mark renders as a dotted circle.

export const ELLIPSIS = '…';

const segmenter: Intl.Segmenter | null =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function graphemes(text: string): string[] {
  if (!segmenter) return Array.from(text); // code points: still never splits a surrogate pair
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** Width of one code point for share titles: ASCII 1, everything else 2. */
function byteWeight(codePoint: string): number {
  return (codePoint.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
}

/** null when `limit` means "no cut" (-1, -2, any negative or non-finite). */
function normaliseLimit(limit: number): number | null {
  if (!Number.isFinite(limit) || limit < 0) return null;
  return Math.floor(limit);
}

function cutBy(text: unknown, limit: number, weight: (codePoint: string) => number): string {
  if (typeof text !== 'string') return '';
  const max = normaliseLimit(limit);
  if (max === null) return text;
  if (max === 0) return '';

  const size = (s: string) => Array.from(s).reduce((sum, cp) => sum + weight(cp), 0);
  if (size(text) <= max) return text;

  let used = 0;
  let kept = '';
  for (const g of graphemes(text)) {
    const w = size(g);
    if (used + w > max) break;
    used += w;
    kept += g;
  }
  // The ellipsis is not counted in the limit: the limit is how much of the text to keep.
  return kept.trimEnd() + ELLIPSIS;
}

/** Cuts to `limit` code points plus '…'; 0 gives '', -1/-2 the full text. */
export function cutText(text: unknown, limit: number): string {
  return cutBy(text, limit, () => 1);
}

/** Length for share-title limits: ASCII counts 1, other characters 2. */
export function byteLength(text: string): number {
  return Array.from(text).reduce((sum, cp) => sum + byteWeight(cp), 0);
}

/** Cuts so that `byteLength` of the kept text is at most `limit`, plus '…'. */
export function cutBytes(text: unknown, limit: number): string {
  return cutBy(text, limit, byteWeight);
}

/**
 * An absolute http(s) address with a host and no whitespace. Used before putting
 * platform-supplied links (custom share URLs, link articles) into the page.
 */
export function isValidUrl(s: unknown): s is string {
  if (typeof s !== 'string' || s === '' || /\s/.test(s)) return false;
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
