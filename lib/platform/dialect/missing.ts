import { MISSING_MESSAGE } from '../errors';

/**
 * Does a call's data say "there is no such thing"? The older gateway prints `null`; the 2020
 * platform answers `data: "empty"`, or a sentence ("会员信息不存在…", "target not exist"). An empty
 * string is nothing as well. Any other value is an answer, an empty list or object included.
 */
export function saysMissing(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (typeof data !== 'string') return false;
  const text = data.trim();
  return text === '' || /^(?:empty|null|none)$/i.test(text) || MISSING_MESSAGE.test(text);
}
