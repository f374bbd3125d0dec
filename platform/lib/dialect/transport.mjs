/**
 * How each dialect puts an answer on the wire (docs/reference-platform-dialects.md, "Transport"):
 *
 * - designed: always `{status, message, data}` (lib/envelope.mjs);
 * - g2, the 2020 platform: the envelope when the request sends `curVersions` (any value), the bare
 *   data without it; a missing object is `data: "empty"`; a write is `{value: "true"}` (the recorded
 *   answers of jiangbm/XFJ_FZ_API, platform/test/fixtures/public/);
 * - g1, the older gateway: bare JSON always; a missing object is the text `null`; a write `true` or
 *   `false` (CommonToolUtil.outputJson and CommentController of intergrate-dev/xy-wan-xzw).
 *
 * Reading calls of g1 and g2 honour `jsoncallback` (JSONP), as CommonToolUtil.outputJson does.
 */
import { success, failure } from '../envelope.mjs';

/** @typedef {'designed'|'g1'|'g2'} DialectName */
export const DIALECTS = /** @type {const} */ (['designed', 'g1', 'g2']);

/** What the real gateway's clients name a JSONP callback: dotted identifiers, nothing that could be script. */
const CALLBACK = /^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/;

/**
 * The JSONP callback of a request, or '' (none, or a name that is no plain identifier: it is ignored
 * rather than echoed, so the answer can never carry script of the caller's making).
 * @param {Record<string, string>} p
 */
export function callbackOf(p) {
  const name = p.jsoncallback ?? '';
  return CALLBACK.test(name) ? name : '';
}

/** @param {Record<string, string>} p */
const wantsEnvelope = (p) => p.curVersions !== undefined && p.curVersions !== '';

/**
 * The JSON value of a successful answer.
 * @param {DialectName} dialect @param {unknown} data @param {Record<string, string>} p the request's parameters
 */
export function frame(dialect, data, p) {
  if (dialect === 'designed') return success(data);
  if (dialect === 'g2') return wantsEnvelope(p) ? success(data) : data;
  return data;
}

/** A missing object: g2 `"empty"` (as data), g1 `null`. @param {DialectName} dialect @param {Record<string, string>} p */
export const missing = (dialect, p) => (dialect === 'g1' ? null : frame(dialect, 'empty', p));

/**
 * A refusal the recorded answers show as an envelope with an empty object as data
 * (moduleView, liveView and regionleaderView of something that is not there), in g2; g1 answers `null`.
 * @param {DialectName} dialect @param {string} message
 */
export const refused = (dialect, message) => (dialect === 'g1' ? null : { ...failure(message), data: {} });

/** A write's success: g2 `{value: "true"}`, g1 `true`. @param {DialectName} dialect @param {Record<string, string>} p */
export const written = (dialect, p) => (dialect === 'g1' ? true : frame(dialect, { value: 'true' }, p));

/**
 * The bytes of an answer: JSON, or JSON wrapped in the callback for JSONP.
 * @param {unknown} value @param {string} callback '' for plain JSON
 * @returns {{type: string, payload: string}}
 */
export function serialize(value, callback) {
  const json = JSON.stringify(value);
  return callback
    ? { type: 'application/javascript; charset=utf-8', payload: `${callback}(${json})` }
    : { type: 'application/json; charset=utf-8', payload: json };
}
