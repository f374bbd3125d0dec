/**
 * Stored media paths (relative, as the DB keeps them: lib/media-names.mjs) into the answer's
 * shape: absolute addresses, grouped by kind.
 */
import { stripBidiControls } from './reader-text.mjs';
import { NOT_YOURS, PlatformError } from './envelope.mjs';

/** @param {string} json a JSON array of relative media paths @returns {string[]} */
export function pathsOf(json) {
  try {
    const parsed = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((p) => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** A phone number or name shown to others: the middle hidden. @param {string} name */
export function maskName(name) {
  if (/^1\d{10}$/.test(name)) return `${name.slice(0, 3)}****${name.slice(-4)}`;
  return name;
}

/** Text a reader typed: without bidi controls (lib/reader-text.mjs), trimmed, at most `max` characters. */
export function textParam(/** @type {string | undefined} */ raw, /** @type {number} */ max) {
  return stripBidiControls(raw ?? '')
    .trim()
    .slice(0, max);
}

/**
 * The row a request key already made, for a retried submit to answer it again. A key is unique
 * in its table whoever sent it (migration 011): another member's key is refused as not theirs
 * (NOT_YOURS), never reached by the insert, whose unique constraint would end as an internal error.
 * @template {{member_id: number}} R
 * @param {import('better-sqlite3').Database} db @param {'tipoffs' | 'circle_posts' | 'input_articles'} table
 * @returns {(key: string | null, memberId: number) => R | undefined}
 */
export function requestKeyLookup(db, table) {
  const byKey = /** @type {import('../db/rows.mjs').Query<R>} */ (
    db.prepare(`SELECT * FROM ${table} WHERE request_key = ?`)
  );
  return (key, memberId) => {
    if (!key) return undefined;
    const row = byKey.get(key);
    if (row && row.member_id !== memberId)
      throw new PlatformError('requestKey already used by another request; send a new one', NOT_YOURS);
    return row;
  };
}
