// Editors tag titles with bracketed layout markers such as "[=x1]" that the
// platform's own apps interpret and never show (docs/product.md §3); readers must not see them.
const MARKER = /\[=[^\]]*\]/g;

/** Removes every `[=...]` marker and trims the result; non-strings give ''. */
export function stripTitleMarkers(title: unknown): string {
  if (typeof title !== 'string') return '';
  return title.replace(MARKER, '').trim();
}
