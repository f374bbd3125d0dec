/**
 * Request parameter helpers. The real clients send the same names in the query
 * (GET) or a form body (POST) and mix spellings (siteId/siteID, columnId/colID),
 * so handlers read one merged, string-valued bag and convert explicitly.
 */
import { PlatformError } from './envelope.mjs';

/**
 * Query and body merged; body wins because a POST form is the more deliberate source.
 * @param {import('fastify').FastifyRequest} req
 * @returns {Record<string, string>}
 */
export function paramsOf(req) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const source of [req.query, req.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [k, v] of Object.entries(source)) {
      // Repeated query keys arrive as arrays; the platform reads the first one.
      const first = Array.isArray(v) ? v[0] : v;
      if (first !== undefined && first !== null) out[k] = String(first);
    }
  }
  return out;
}

/**
 * First present name wins, so callers can list aliases: pick(p, 'columnId', 'colID').
 * @param {Record<string, string>} p
 * @param {...string} names
 * @returns {string | undefined}
 */
export function pick(p, ...names) {
  for (const n of names) {
    if (p[n] !== undefined && p[n] !== '') return p[n];
  }
  return undefined;
}

/**
 * Integer parameter with a fallback; junk ("abc", "1.5x") counts as absent
 * rather than an error, because real clients send "undefined" and "null" strings.
 * @param {string | undefined} raw
 * @param {number} fallback
 */
export function toInt(raw, fallback) {
  if (raw === undefined || raw === '' || !/^-?\d+$/.test(raw.trim())) return fallback;
  return Number.parseInt(raw, 10);
}

/**
 * A required integer id; missing or non-numeric answers the envelope error.
 * @param {Record<string, string>} p
 * @param {string[]} names accepted spellings, first is the documented one
 */
export function requireInt(p, names) {
  const raw = pick(p, ...names);
  const n = toInt(raw, Number.NaN);
  if (!Number.isFinite(n)) throw new PlatformError(`${names[0]} is required`);
  return n;
}

/**
 * A required non-empty string.
 * @param {Record<string, string>} p
 * @param {string[]} names
 */
export function requireString(p, names) {
  const raw = pick(p, ...names);
  if (raw === undefined || raw.trim() === '') throw new PlatformError(`${names[0]} is required`);
  return raw;
}

/** 0-based page from `page`, never negative. @param {Record<string, string>} p */
export function pageOf(p) {
  return Math.max(0, toInt(p.page, 0));
}
