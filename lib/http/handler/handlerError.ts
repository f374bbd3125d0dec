import { HANDLER_ERROR, type ErrorBody, type HandlerErrorCode } from '@/lib/http/errorBody';
import { isMissing, isPlatformError, isRefusedAsSent, isUnknownCall } from '@/lib/platform/errors';
import { isOwnLoopLagging } from '@/lib/platform/loopLag';
import { STATUS } from '@/lib/platform/status';

/** How long a reader is asked to wait when the platform is down (as proxy.ts's 503 page says). */
export const PLATFORM_RETRY_AFTER_SECONDS = 10;
/** How long when this server is too busy (as server/front.mjs's busy answers say). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * A failure a handler means to answer: thrown from `handle` (or by the wrapper itself) and
 * turned into the one error answer. `code` is a HandlerErrorCode or a refusal of the handler's own.
 */
export class HandlerError extends Error {
  readonly code: string;
  readonly status: number;
  readonly platformStatus: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: string,
    status: number,
    message: string,
    extra: { platformStatus?: number | null; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HandlerError';
    this.code = code;
    this.status = status;
    this.platformStatus = extra.platformStatus ?? undefined;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/** One of the failures every handler can answer, with its usual status. */
export function handlerError(
  code: HandlerErrorCode,
  message: string,
  extra?: ConstructorParameters<typeof HandlerError>[3],
): HandlerError {
  return new HandlerError(code, HANDLER_ERROR[code], message, extra);
}

/** The platform's limits on guesses and writes word their refusal so (docs/platform-api.md, "Sessions and limits"). */
const PLATFORM_WAIT = /^too many attempts, try again in (\d+) minutes?$/;

/** Seconds the platform asks to wait before this caller tries again, when that is its refusal. */
export function platformWaitSeconds(error: unknown): number | null {
  const wait = isPlatformError(error) ? PLATFORM_WAIT.exec(error.message) : null;
  return wait ? Number(wait[1]) * 60 : null;
}

/**
 * Anything thrown while handling, as a HandlerError: a platform failure keeps the platform's
 * message and status (docs/product.md §8); anything else is our fault, logged and not described.
 */
export function toHandlerError(error: unknown, context: string): HandlerError {
  if (error instanceof HandlerError) return error;
  if (isPlatformError(error)) {
    if (error.kind === 'cancel') return handlerError('cancelled', 'cancel');
    // The platform could not decrypt what we sent: a defect of ours, logged; the reader gets the
    // form's own 'that did not work' in their language, not the platform's English.
    if (isRefusedAsSent(error)) {
      console.error(`[api] ${context}: the platform refused how the parameters were sent`, error.message);
      return handlerError('internal', 'error');
    }
    // A call this site's platform does not have (a designed call on a g1/g2 platform): said as such.
    if (isUnknownCall(error)) return handlerError('notOnThisPlatform', error.message);
    // The object the write or list names does not exist: 404, like a page would (docs/decisions/0024).
    if (isMissing(error)) return handlerError('notFound', error.message);
    // One of the platform's limits holds this reader (a venue's codes, a voucher's, a cipher's):
    // a 429 with how long to wait, whichever handler met it, never a 502 (docs/decisions/0080).
    const wait = platformWaitSeconds(error);
    if (wait !== null) return handlerError('rateLimited', error.message, { retryAfterSeconds: wait });
    // Another member's comment or request key: a refusal of this reader, not a platform failure.
    if (error.kind === 'status' && error.status === STATUS.NOT_YOURS) return handlerError('notYours', error.message);
    // A call that ran out of time while our own event loop lagged ran out of it here, not on the
    // platform: the reader is told the site is busy, not that the platform is down (decision 0033).
    if (error.kind === 'timeout' && isOwnLoopLagging()) {
      return handlerError('busy', 'too many requests at once, try again shortly', {
        retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
      });
    }
    if (error.isUnavailable)
      return handlerError('platformUnavailable', error.message, { retryAfterSeconds: PLATFORM_RETRY_AFTER_SECONDS });
    return handlerError('platformRefused', error.message, { platformStatus: error.status });
  }
  if (error instanceof Error && error.name === 'AbortError') return handlerError('cancelled', 'cancel');
  // The detail goes to the log only: an answer never carries a stack or an internal message.
  console.error(`[api] ${context}: unexpected error`, error);
  return handlerError('internal', 'error');
}

export function errorBody(error: HandlerError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.platformStatus !== undefined ? { platformStatus: error.platformStatus } : {}),
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    },
  };
}
