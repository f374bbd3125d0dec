// The nickname rule of member/info, as the platform applies it (docs/platform-api.md,
// "Members"; platform/lib/nickname.mjs): checked in the form before sending and again by the
// handler, so a reader learns what is wrong without a round trip and nothing odd reaches the platform.

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;

export type NicknameProblem = 'length' | 'characters';
export type NicknameCheck = { ok: true; nickname: string } | { ok: false; problem: NicknameProblem };

/** Control characters, bidi overrides and isolates (a name that reverses the text around it), markup brackets. */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069<>]/u;

/**
 * The nickname to send (trimmed, inner runs of spaces made one), or what is wrong with it.
 * Length counts characters as a reader sees them (code points: a Chinese character or a Tibetan
 * syllable's letters), not UTF-16 units.
 */
export function checkNickname(raw: string): NicknameCheck {
  const nickname = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  const length = Array.from(nickname).length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return { ok: false, problem: 'length' };
  if (FORBIDDEN.test(nickname)) return { ok: false, problem: 'characters' };
  return { ok: true, nickname };
}
