import { normalizeKeyword } from './query';

// Matched terms of a search shown in its results. The result is a list of text segments; the
// screen renders them as React text (in <mark> when matched), so nothing is ever parsed as HTML.

export interface Segment {
  text: string;
  match: boolean;
}

/** More terms than this are ignored: a keyword is at most 50 characters anyway. */
const MAX_TERMS = 10;

/** Characters with a meaning in a regular expression (the `u` flag allows escaping only these). */
const REGEXP_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

export function escapeRegExp(text: string): string {
  return text.replace(REGEXP_SYNTAX, '\\$&');
}

/** The distinct words of a keyword (split on spaces, duplicates in any letter case dropped). */
export function searchTerms(keyword: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of normalizeKeyword(keyword).split(' ')) {
    const folded = term.toLocaleLowerCase();
    if (term === '' || seen.has(folded)) continue;
    seen.add(folded);
    terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** [start, end) ranges of every occurrence of every term, overlapping ones included. */
function matchRanges(text: string, terms: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const pattern = new RegExp(escapeRegExp(term), 'giu');
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      ranges.push([match.index, match.index + match[0].length]);
      // Step one character (not past the match) so overlapping occurrences are found too.
      const codePoint = text.codePointAt(match.index) ?? 0;
      pattern.lastIndex = match.index + (codePoint > 0xffff ? 2 : 1);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * `text` cut into plain and matched segments for `keyword`. Matching ignores case; occurrences
 * that overlap or touch are joined into one segment. Concatenating the segments gives `text`.
 */
export function highlight(text: string, keyword: string): Segment[] {
  if (text === '') return [];
  const terms = searchTerms(keyword);
  if (terms.length === 0) return [{ text, match: false }];

  const merged: [number, number][] = [];
  for (const [start, end] of matchRanges(text, terms)) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
