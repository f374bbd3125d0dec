/**
 * SQL functions of the platform's schema, written in JavaScript.
 */

/**
 * SQL functions the schema uses (the search index's triggers, migration 014). Registered on every
 * connection before migrating, since a trigger calls them on any connection that writes.
 * @param {import('better-sqlite3').Database} db
 */
export function registerFunctions(db) {
  db.function('strip_html', { deterministic: true }, (html) => htmlToText(typeof html === 'string' ? html : ''));
}

/**
 * An article body as the words a reader sees: tags dropped (block tags become spaces so words on
 * either side stay apart), the common entities decoded.
 * @param {string} html
 */
export function htmlToText(html) {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
