import { PLATFORM_ERROR } from '@/lib/processWide.mjs';

// Every failure of a platform call becomes one PlatformError, so pages can decide
// between "not found" (404), "platform down" (503) and a message for the reader.
export type PlatformErrorKind =
  | 'cancel' // the request was superseded or aborted (docs/product.md §8: error 'cancel')
  | 'network' // no answer: refused, dropped, DNS ('network error')
  | 'timeout' // no answer in time
  | 'status' // the envelope carried an error status
  | 'missing' // the platform said there is no such thing (`null`, `"empty"`: lib/platform/dialect/)
  | 'invalid'; // the answer was not what the contract says (garbage, wrong shape)

/**
 * PLATFORM_ERROR marks a PlatformError of any copy of this module. Next bundles every route with its own copy
 * of lib/platform, but the calls in flight are shared process-wide (processWide, sharedCache,
 * the site's tokens): a config or token call started by one route's copy rejects, in every route
 * that joined it, with that copy's class, which `instanceof` in another copy does not know. Under
 * a platform restart that turned 'platform unavailable' into our own 500 (the chaos run, docs/reliability.md).
 * The mark is a process-wide name (lib/processWide.mjs).
 */
export class PlatformError extends Error {
  readonly [PLATFORM_ERROR] = true;
  readonly kind: PlatformErrorKind;
  readonly status: number | null;
  readonly call: string;

  constructor(kind: PlatformErrorKind, call: string, message: string, status: number | null = null) {
    super(message);
    this.name = 'PlatformError';
    this.kind = kind;
    this.call = call;
    this.status = status;
  }

  /** The platform could not be reached or answered nonsense: the page should answer 503. */
  get isUnavailable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'invalid';
  }
}

/** A PlatformError, whichever route bundle's copy of this module made it (see PLATFORM_ERROR). */
export function isPlatformError(error: unknown): error is PlatformError {
  return (
    typeof error === 'object' && error !== null && (error as { [PLATFORM_ERROR]?: unknown })[PLATFORM_ERROR] === true
  );
}

/**
 * How the platform words "there is no such thing" (docs/platform-api.md: `article not found`, …;
 * the 2020 platform's `target user not exist`, `评论不存在`).
 */
export const MISSING_MESSAGE = /\bnot found\b|\b(?:does )?not exists?\b|\bno such\b|不存在|已删除/i;

/**
 * The platform says "not found" with a negative status (`column not found`, `tag not found`,
 * `special not found`, ...), or answers `null` or `"empty"` for the thing (kind 'missing'): the
 * page answers 404. Anything else with the same generic status
 * ('db exploded', an empty message) is a failure (503), never a 404: a reader must not be told an
 * article does not exist because the platform broke (docs/decisions/0024).
 */
export function isMissing(error: unknown): boolean {
  if (!isPlatformError(error)) return false;
  if (error.kind === 'missing') return true;
  return error.kind === 'status' && (error.status ?? 0) < 0 && MISSING_MESSAGE.test(error.message);
}

/**
 * How the platform refuses the way a write was sent rather than what it says (docs/platform-api.md,
 * Encrypted parameters): parameters it could not decrypt, or that came in the clear. Only our
 * encryption can cause either, so the reader is told it failed in their own words, never these.
 */
const REFUSED_AS_SENT = /cannot decrypt parameters|parameters must be encrypted|解密失败|参数解密/i;

export function isRefusedAsSent(error: unknown): boolean {
  return isPlatformError(error) && error.kind === 'status' && REFUSED_AS_SENT.test(error.message);
}

/** What a platform says for a call it does not have: an HTTP 404 that is not an answer (docs/decisions/0096). */
export const UNKNOWN_CALL = 'unknown call';

/** The platform has no such call: a designed call a g1/g2 platform does not know. Not a platform failure. */
export function isUnknownCall(error: unknown): boolean {
  return isPlatformError(error) && error.kind === 'status' && error.status === 404 && error.message === UNKNOWN_CALL;
}
