/**
 * The nickname rule of member/info (docs/platform-api.md, "Members"): what a member may call
 * themselves in comments, circles and Q&A, where others read it.
 */
import { findSensitiveWord } from './sensitive-words.mjs';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;

/**
 * The nickname to store (trimmed, inner runs of spaces made one), or the reason it is refused.
 * Length counts characters as a reader sees them (code points: a Tibetan stack or a Chinese
 * character is one), not UTF-16 units.
 * @param {string} raw
 * @returns {{ok: true, nickname: string} | {ok: false, reason: string}}
 */
export function checkNickname(raw) {
  const nickname = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  const length = Array.from(nickname).length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) {
    return { ok: false, reason: `nickname must be ${NICKNAME_MIN} to ${NICKNAME_MAX} characters` };
  }
  // Control and format characters (bidi overrides, zero-width joiners aside from scripts that need them) and markup.
  if (/[\p{Cc}\u202A-\u202E\u2066-\u2069<>]/u.test(nickname)) return { ok: false, reason: 'nickname contains characters that are not allowed' };
  if (findSensitiveWord(nickname)) return { ok: false, reason: 'nickname contains a word that is not allowed' };
  return { ok: true, nickname };
}
