import { PlatformError } from '@/lib/platform/errors';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';
import type { MemberLogin } from '@/features/member/member.types';
import { rawSsoAppAnswerSchema, rawSsoCodeSentSchema, rawSsoMemberSchema } from './member.schema';
import { isRecord } from '@/lib/platform/primitives';

// Reading the real SSO's answers (intergrate-dev/sso-app-xzw; docs/decisions/0096): success or the
// refusal in the SSO's own words, and a signed-in member as our session keeps one.

/** Result's success code (vo/Result.java: `new Result()` and `new Result(map)`). */
const SSO_SUCCESS = 1;

/**
 * An SSO answer's value, or the refusal thrown with the SSO's words: `error` where a
 * BusinessException reached AppErrorController (`msg` is then only its type, "user account
 * exception"), else the 2020 envelope's `message`, else `msg` (a Result(2, words)).
 */
export function readSsoAnswer(call: string, json: unknown): Record<string, unknown> {
  const parsed = rawSsoAppAnswerSchema.safeParse(json);
  if (!parsed.success || !isRecord(json)) throw new PlatformError('invalid', call, 'invalid answer');
  const answer = parsed.data;
  if (answer.code !== SSO_SUCCESS) {
    const words = answer.error || answer.message || answer.msg || 'refused';
    throw new PlatformError('status', call, words, answer.code);
  }
  return isRecord(answer.value) ? answer.value : {};
}

/**
 * sendCode answers a Result whose value says `code` "success" or "fail" with its words: a fail
 * is a refusal like any other.
 */
export function readSsoCodeSent(call: string, value: Record<string, unknown>): void {
  const sent = rawSsoCodeSentSchema.parse(value);
  if (sent.code !== 'success') throw new PlatformError('status', call, sent.msg || 'refused', 0);
}

/**
 * A signed-in member's value as our login: uid (or AMUC's userid) and the token. The real SSO
 * sends no refresh token and keeps the token a year on its device, so the token stands for both
 * and lasts the stored-token lifetime of docs/product.md §9; the reference platform's own pair
 * is used where it sends one. Null when the value names no member or no token.
 */
export function mapSsoLogin(value: Record<string, unknown>, now: number = Date.now()): MemberLogin | null {
  const raw = rawSsoMemberSchema.parse(value);
  const userId = raw.uid || raw.userid;
  if (!userId || !raw.token) return null;
  const lifetime = raw.expiresIn > 0 ? Math.min(raw.expiresIn * 1000, TOKEN_LIFETIME_MS) : TOKEN_LIFETIME_MS;
  return {
    userId,
    nickname: raw.nickname,
    head: raw.head,
    accessToken: raw.token,
    refreshToken: raw.refreshToken || raw.token,
    accessExpiresAt: now + lifetime,
  };
}
