import { PlatformError } from './errors';
import { COMMENT_FAILED_FALLBACK } from '@/lib/http/commentFailed';
import { saysMissing } from './dialect/missing';

// docs/product.md §8, the status catalogue, for answers in the `{status, message, data}` envelope.
export const STATUS = {
  OK: 0,
  EMPTY: 1,
  /** The thing belongs to another member (docs/platform-api.md, "Status codes"). */
  NOT_YOURS: -403,
  AUTH_INVALID: 1004,
  IGNORED: 10001,
  FORCE_LOGOUT: [10102, 10103] as readonly number[],
  TOKEN_EXPIRED: 10111,
  SIGNUP_NEEDS_APP: 10201,
  COMMENT_FAILED: [10202, 10203, 10204] as readonly number[],
} as const;

type Envelope = { status?: unknown; message?: unknown; msg?: unknown; errmsg?: unknown; data?: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'status' in value;
}

function messageOf(envelope: Envelope, fallback: string): string {
  for (const candidate of [envelope.message, envelope.errmsg, envelope.msg]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return fallback;
}

/**
 * Unwraps an answer (docs/platform-api.md, "Dialects"). Older calls, and the gateway without
 * `curVersions`, answer bare JSON (no envelope): that is the data itself.
 * - nothing (`null`, `"empty"`, "…不存在", as the data or the whole answer): kind 'missing';
 * - 0 with data: the data; 1: an empty object; negative: an error with the message or 'error',
 *   whatever data comes with it (the 2020 platform's `{status:-1, data:{}}` is a failure, never an
 *   empty page: docs/decisions/0074);
 * - 10202-10204: 'comment failed'; 10201: the sign-up message; other positive: `{errmsg}`.
 * Token statuses (1004, 10111, 10102/3) are raised as errors so the auth layer can act on them.
 */
export function unwrapEnvelope(call: string, answer: unknown): unknown {
  if (!isEnvelope(answer)) {
    if (saysMissing(answer)) throw new PlatformError('missing', call, 'not found');
    return answer;
  }
  const status = Number(answer.status);
  if (!Number.isFinite(status)) throw new PlatformError('invalid', call, 'invalid status');
  if (status === STATUS.OK) {
    if (answer.data === undefined) return {};
    if (saysMissing(answer.data))
      throw new PlatformError(
        'missing',
        call,
        typeof answer.data === 'string' && answer.data.trim() !== '' ? answer.data : 'not found',
      );
    return answer.data;
  }
  if (status === STATUS.EMPTY) return {};
  if (status < 0) throw new PlatformError('status', call, messageOf(answer, 'error'), status);
  if (STATUS.COMMENT_FAILED.includes(status)) {
    throw new PlatformError('status', call, messageOf(answer, COMMENT_FAILED_FALLBACK), status);
  }
  if (
    status === STATUS.AUTH_INVALID ||
    status === STATUS.TOKEN_EXPIRED ||
    status === STATUS.SIGNUP_NEEDS_APP ||
    STATUS.FORCE_LOGOUT.includes(status)
  ) {
    throw new PlatformError('status', call, messageOf(answer, 'error'), status);
  }
  if (status === STATUS.IGNORED) return answer.data ?? {};
  return { errmsg: messageOf(answer, 'error') };
}
