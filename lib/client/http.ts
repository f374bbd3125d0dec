import ky, { HTTPError } from 'ky';
import { BASE_PATH } from '@/lib/basePath';
import { isErrorBody } from '@/lib/http/errorBody';
import { reactToStatus } from './statusReactions';
import type { AnswerOf, Endpoint, InputOf } from './endpoint';
import { ClientCallError } from './clientCallError';

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
  // An abort is a DOMException, which not every runtime makes an Error: known by its name.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return new ClientCallError('cancelled', 'cancel', 0);
  // No answer in time, or none at all.
  return new ClientCallError('network', 'network error', 0);
}
