/**
 * Stored media paths (relative, as the DB keeps them: lib/media-names.mjs) into the answer's
 * shape: absolute addresses, grouped by kind.
 */

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

/** Text a reader typed: trimmed, at most `max` characters, or the envelope error when required and empty. */
export function textParam(/** @type {string | undefined} */ raw, /** @type {number} */ max) {
  return (raw ?? '').trim().slice(0, max);
}
