/**
 * The nickname rule of member/info (docs/platform-api.md, "Members"): what a member may call
 * themselves in comments, circles and Q&A, where others read it.
 */
import { findSensitiveWord } from './sensitive-words.mjs';
import { INVISIBLE, withoutInvisible } from './reader-text.mjs';
import { skeleton } from './confusables.mjs';

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
  // Control characters, markup, and every character that shows nothing (format characters such
  // as zero-width spaces and joiners and bidi controls, Hangul fillers: lib/reader-text.mjs), so
  // "读者" and "读\u200B者" cannot pass for one another. Emoji joined by U+200D are refused with them.
  // (Tested on the text as sent: U+FEFF counts as a space to \s and would be made one otherwise.)
  if (/[\p{Cc}<>]/u.test(nickname) || INVISIBLE.test(raw))
    return { ok: false, reason: 'nickname contains characters that are not allowed' };
  if (findSensitiveWord(nickname)) return { ok: false, reason: 'nickname contains a word that is not allowed' };
  return { ok: true, nickname };
}

/**
 * What two nicknames are compared by: their confusable skeleton (lib/confusables.mjs, TR39 style:
 * NFKC, without accents and variation selectors added to a name, look-alike letters as what they
 * read as, case folded, so "ß" meets "SS" and "高原读者\uFE0F" meets "高原读者"), without invisible
 * characters (names stored before they were refused) and with spaces made one.
 * @param {string} nickname
 */
export function nicknameKey(nickname) {
  return skeleton(withoutInvisible(nickname.normalize('NFKC')))
    .normalize('NFKC')
    .trim()
    .replace(/\s+/gu, ' ');
}

export const NICKNAME_TAKEN = 'nickname is already taken';

/**
 * Whether another member goes by a nickname, compared by nicknameKey. A scan, as members change
 * names rarely; a site with millions of members would keep the key in an indexed column.
 * @param {import('better-sqlite3').Database} db
 * @returns {(nickname: string, memberId: number) => boolean}
 */
export function createNicknameTaken(db) {
  const others = /** @type {import('../db/rows.mjs').Query<string>} */ (
    db.prepare('SELECT nickname FROM members WHERE id != ?').pluck()
  );
  return (nickname, memberId) => {
    const key = nicknameKey(nickname);
    for (const other of others.iterate(memberId)) if (nicknameKey(other) === key) return true;
    return false;
  };
}
