import { PlatformError } from '../errors';
import { STATUS } from '../status';
import { isRecord } from '../primitives';

// Normalisers the calls' definitions share (their `dialect.normalise`): each turns one public
// generation's form of an answer into the designed one and passes a designed answer through as
// it is (docs/platform-api.md, "Dialects").

/** Reads a list the public platform keeps under another key (`papers` for `list`), where the designed key is absent. */
export function listUnder(designedKey: string, ...publicKeys: string[]) {
  return (data: unknown): unknown => {
    if (!isRecord(data) || data[designedKey] !== undefined) return data;
    const key = publicKeys.find((name) => Array.isArray(data[name]));
    return key ? { ...data, [designedKey]: data[key] } : data;
  };
}

/** A bare number or numeric string (the gateway's discussCount) as `{[key]: value}`. */
export function scalarAs(key: string) {
  return (data: unknown): unknown => (typeof data === 'number' || typeof data === 'string' ? { [key]: data } : data);
}

/**
 * The 2020 platform's delMyDiscuss answers an envelope inside the envelope: `{status, message,
 * data}` with status 0 deleted, 1 "only your own", 2 "no such comment" (recorded answers). It
 * becomes the designed `{value: "true"}`, or the refusal the designed platform would send.
 */
export function innerWriteStatus(call: string) {
  return (data: unknown): unknown => {
    if (!isRecord(data) || !('status' in data) || 'value' in data) return data;
    const status = Number(data.status);
    const message = typeof data.message === 'string' && data.message !== '' ? data.message : 'error';
    if (status === 0) return { value: 'true' };
    if (status === 1) throw new PlatformError('status', call, message, STATUS.NOT_YOURS);
    if (status === 2) throw new PlatformError('missing', call, message);
    throw new PlatformError('status', call, message, -1);
  };
}

/**
 * hasFav answers whether the member collected an article as `true`/`false` (the gateway) or
 * `{value: "true"}` (the 2020 platform): the designed favStatus's `{articleId, isFav}`.
 */
export function favFlag(data: unknown): unknown {
  if (!isRecord(data) || 'isFav' in data || !('value' in data)) return data;
  return { articleId: 0, isFav: String(data.value) === 'true' ? 1 : 0 };
}
