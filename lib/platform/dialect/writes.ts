import { PlatformError } from '../errors';
import { isRecord } from '../primitives';

// How the public generations answer a write (docs/decisions/0085; the recorded answers of
// jiangbm/XFJ_FZ_API: discuss, fav, topicSub answer {value: "true"}): the older gateway prints
// `true` or `false`, the 2020 platform `{value: "true"}`, the CMS's vote `{result, failureInfo}`,
// and delMyDiscuss an envelope inside the envelope. None of them carries what was written: a page
// that needs a new count or the new object reads it back.

const YES = /^true$/i;
const NO = /^false$/i;

/** `{status, message, data?}` and nothing else: an answer's own envelope inside the platform's. */
function isInnerEnvelope(data: Record<string, unknown>): boolean {
  const keys = Object.keys(data);
  return 'status' in data && 'message' in data && keys.every((key) => ['status', 'message', 'data'].includes(key));
}

/**
 * A write's answer as success (`{value: "true"}`, with whatever else it carried) or the refusal it
 * is, thrown with the platform's own words where it gave some. Designed answers (an object with
 * its fields, `value: "true"`) pass through unchanged.
 */
export function readWriteAnswer(call: string, data: unknown): unknown {
  const refused = (words: unknown) =>
    new PlatformError('status', call, typeof words === 'string' && words.trim() !== '' ? words : 'refused', -1);
  if (typeof data === 'boolean') data = { value: String(data) };
  if (typeof data === 'string' && (YES.test(data.trim()) || NO.test(data.trim())))
    data = { value: data.trim().toLowerCase() };
  if (!isRecord(data)) return data;
  if ('result' in data && !('value' in data)) {
    if (YES.test(String(data.result))) return { ...data, value: 'true' };
    if (NO.test(String(data.result))) throw refused(data.failureInfo ?? data.message);
  }
  if ('value' in data && NO.test(String(data.value))) throw refused(data.message);
  if (!('value' in data) && isInnerEnvelope(data)) {
    if (Number(data.status) !== 0) throw refused(data.message);
    return { ...(isRecord(data.data) ? data.data : {}), value: 'true' };
  }
  return data;
}
