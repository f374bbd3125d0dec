import ky, { HTTPError, TimeoutError } from 'ky';
import { BASE_PATH } from '@/lib/basePath';
import { isErrorBody } from '@/lib/http/errorBody';
import { reactToStatus } from './statusReactions';
import type { AnswerOf, Endpoint, InputOf } from './endpoint';

/** Codes the browser gives a call that got no answer of ours (docs/product.md §8: 'network error', 'cancel'). */
export type NoAnswerCode = 'network' | 'cancelled';

/**
 * The one failure of a call to our own handlers. `code` is the handler's (lib/http/errorBody.ts,
 * or a refusal of its own such as codeWrong) or a NoAnswerCode; useCallErrorText words it for the reader.
 */
export class ClientCallError extends Error {
  readonly code: string;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The platform's own status when the handler passed one through (1004, 10102, …). */
  readonly platformStatus: number | null;
  readonly retryAfterSeconds: number | null;
  constructor(code: string, message: string, status: number, extra: { platformStatus?: number | null; retryAfterSeconds?: number | null } = {}) {
    super(message);
    this.name = 'ClientCallError';
    this.code = code;
    this.status = status;
    this.platformStatus = extra.platformStatus ?? null;
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
  }
}

/** Browser side: our own route handlers under the base path (docs/decisions/0003). Default timeout 5 s (docs/product.md §7). */
const api = ky.create({ prefixUrl: `${BASE_PATH}/api`, timeout: 5_000, retry: 0, credentials: 'same-origin' });

/** An endpoint that answers something other than JSON (an image) is shown, not called: see endpointUrl. */
type NotRaw<E> = AnswerOf<E> extends Response ? { readonly answersJson: false } : unknown;

/**
 * Calls one of our handlers: the body of a POST or the query of a GET, typed by the handler's
 * definition, and its answer, typed the same way. Every failure is one ClientCallError, after
 * the platform statuses of docs/product.md §4 have had their reaction (statusReactions.ts).
 */
export async function callHandler<E extends Endpoint<unknown, unknown>>(
  target: E & NotRaw<E>,
  input: InputOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<AnswerOf<E>> {
  try {
    const answer =
      target.method === 'GET'
        ? api.get(target.path, { searchParams: queryOf(input), signal: options.signal })
        : api.post(target.path, { json: input, signal: options.signal });
    return await answer.json<AnswerOf<E>>();
  } catch (error) {
    throw await toClientError(error);
  }
}

/** A GET's input as its query: what is undefined is left out. */
function queryOf(input: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries((input ?? {}) as Record<string, unknown>)) if (value !== undefined) query[name] = String(value);
  return query;
}

async function toClientError(error: unknown): Promise<ClientCallError> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    if (isErrorBody(body)) {
      reactToStatus(body.error.platformStatus);
      return new ClientCallError(body.error.code, body.error.message, error.response.status, body.error);
    }
    // Not our answer (a proxy's error page, say): what the status says.
    const code = error.response.status >= 502 && error.response.status <= 504 ? 'platformUnavailable' : 'internal';
    return new ClientCallError(code, 'error', error.response.status);
  }
  if (error instanceof Error && error.name === 'AbortError' && !(error instanceof TimeoutError)) return new ClientCallError('cancelled', 'cancel', 0);
  // No answer in time, or none at all.
  return new ClientCallError('network', 'network error', 0);
}
