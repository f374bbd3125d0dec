// The one error answer of our own handlers (app/api/**), read by the browser client
// (lib/client/http.ts). Types and names only: both sides import it, so nothing server-side here.

/** Failures every handler can answer, whatever it does. Handlers add refusals of their own. */
export const HANDLER_ERROR = {
  /** The body or query does not match the handler's schema; the message says which rule. */
  badRequest: 400,
  /** The handler acts for a device, and the request carries no device id cookie. */
  noDevice: 400,
  /**
   * The handler counts for a device that opened a page before (a like), and this very call is
   * the one that was given the device: the answer carries the cookie, so the same call again is
   * counted (docs/decisions/0043).
   */
  deviceNew: 400,
  /** The handler needs a signed-in member and there is none. */
  loginRequired: 401,
  /** A write that did not come from one of our own pages. */
  forbidden: 403,
  /** The platform says the thing belongs to another member (its status -403): deleting their comment, reusing their request key. */
  notYours: 403,
  notFound: 404,
  /**
   * The platform has no such call (a designed call on a g1/g2 platform answered 404): the feature
   * is not offered there, said in the reader's language (docs/decisions/0096).
   */
  notOnThisPlatform: 501,
  tooLarge: 413,
  unsupportedMediaType: 415,
  /** The rate-limit hook said wait; `retryAfterSeconds` says how long. */
  rateLimited: 429,
  /** The reader went away (aborted) before the answer. */
  cancelled: 499,
  /** Our own fault; logged, never described. */
  internal: 500,
  /** The platform answered with an error status; `message` is its own, `platformStatus` its code. */
  platformRefused: 502,
  /** The platform could not be reached, did not answer in time, or answered nonsense. */
  platformUnavailable: 503,
  /**
   * This server has more work than it can take on; answered by the front server before any
   * handler runs (server/front.mjs, docs/decisions/0033), with `retryAfterSeconds`.
   */
  busy: 503,
} as const;

export type HandlerErrorCode = keyof typeof HANDLER_ERROR;

export interface ErrorBody {
  error: {
    /** A `HandlerErrorCode`, or a refusal a handler names (`codeWrong`, `inviteUsed`, …). */
    code: string;
    /** For developers and logs; the platform's own words when `code` is platformRefused. */
    message: string;
    /** The platform's status when it refused (1004, 10111, …): the browser reacts to some. */
    platformStatus?: number;
    retryAfterSeconds?: number;
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
