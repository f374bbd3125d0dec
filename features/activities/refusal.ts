import { HandlerError } from '@/lib/http/handler';
import { isPlatformError } from '@/lib/platform/errors';

/**
 * The platform's refusals of a sign-up, a voucher or a vote that the pages word in the reader's
 * language (messages `activity.refusal.*`), with the status that fits. Anything else goes on as
 * it is: the platform's own message (a form field it refused, in its words) answers 502.
 */
const REFUSALS: Readonly<Record<string, { code: string; status: number }>> = {
  'registration full': { code: 'full', status: 409 },
  'already registered': { code: 'registered', status: 409 },
  'registration not started': { code: 'notStarted', status: 409 },
  'registration closed': { code: 'registrationClosed', status: 409 },
  'activity ended': { code: 'activityEnded', status: 409 },
  'voucher not found': { code: 'voucherNotFound', status: 404 },
  'voucher already used': { code: 'voucherUsed', status: 409 },
  'venue verification code incorrect': { code: 'verifyCodeWrong', status: 400 },
  'registration not accepted': { code: 'notAccepted', status: 409 },
  'no votes left today': { code: 'noVotesLeft', status: 409 },
  'no votes left for this option today': { code: 'noVotesLeftOnOption', status: 409 },
  'vote ended': { code: 'voteEnded', status: 409 },
  'vote not started': { code: 'voteNotStarted', status: 409 },
  'option not found': { code: 'notFound', status: 404 },
  'vote not found': { code: 'notFound', status: 404 },
  'activity not found': { code: 'notFound', status: 404 },
};

export const REFUSAL_CODES = [...new Set(Object.values(REFUSALS).map((r) => r.code))];

export function activityRefusal(error: unknown): unknown {
  if (!isPlatformError(error) || error.isUnavailable) return error;
  const known = REFUSALS[error.message];
  return known ? new HandlerError(known.code, known.status, error.message, { platformStatus: error.status }) : error;
}
