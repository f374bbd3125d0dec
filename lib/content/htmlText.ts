/** The entities sanitised HTML writes in text (sanitize-html escapes &, < and >; quotes in attributes). */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/**
 * Sanitised HTML's text back to plain text: its entities decoded, in one pass (so `&amp;lt;` is
 * `&lt;`, never `<`). Plain text is what React, metadata and JSON-LD escape themselves; giving
 * them HTML made `R&D` reach readers as `R&amp;D` (escaped twice: docs/decisions/0024).
 */
export function decodeHtmlText(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}
