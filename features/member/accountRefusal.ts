import { HandlerError, handlerError } from '@/lib/http/handler';
import { isPlatformError } from '@/lib/platform/errors';
import { loginErrorReason, type LoginErrorReason } from '@/lib/auth/loginErrors';

type Refusal = Exclude<LoginErrorReason, 'network' | 'failed'>;

/** The status of each refusal the account forms can explain (account.errors.* names the code). */
const STATUS: Record<Refusal, number> = {
  phoneInvalid: 400,
  imageCodeWrong: 400,
  codeWrong: 400,
  codeExpired: 400,
  passwordWrong: 401,
  inviteNotFound: 404,
  inviteOwn: 400,
  inviteUsed: 409,
  passwordWeak: 422,
  noPhone: 409,
};

/**
 * A platform refusal of what the reader typed (wrong code, wrong password, used invite) as a
 * HandlerError whose code the form translates. Anything else is thrown on as it is: the
 * wrapper answers 503 for an unreachable platform, 502 for an unknown refusal, 500 for ours.
 */
/** The platform's limits (docs/platform-api.md, "Sessions and limits"). */
const TOO_MANY = /^too many attempts, try again in (\d+) minutes?$/;

export function accountRefusal(error: unknown): unknown {
  if (!isPlatformError(error)) return error;
  // The platform's limit on guesses or codes: a 429 the form words as 'try again in N minutes'.
  const wait = TOO_MANY.exec(error.message);
  if (wait) return handlerError('rateLimited', error.message, { retryAfterSeconds: Number(wait[1]) * 60 });
  const reason = loginErrorReason(error);
  if (reason === 'network' || reason === 'failed') return error;
  return new HandlerError(reason, STATUS[reason], error.message, { platformStatus: error.status });
}
