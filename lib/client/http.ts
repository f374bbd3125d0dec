import { BASE_PATH } from '@/lib/routing/basePath';
import { isErrorBody } from '@/lib/http/errorBody';
import { reactToStatus } from './statusReactions';
import type { AnswerOf, Endpoint, InputOf } from './endpoint';
import { ClientCallError } from './clientCallError';
import { deviceEstablished, withDevice } from './deviceGate';
import { serverTime } from './endpoints';

/** Browser side: our own route handlers under the base path (docs/decisions/0003). */
const API_PREFIX = `${BASE_PATH}/api/`;
/** docs/product.md §7: a call waits 5 s, then it is a 'network error'. */
const TIMEOUT_MS = 5_000;

/** An endpoint that answers something other than JSON (an image) is shown, not called: see endpointUrl. */
type NotRaw<E> = AnswerOf<E> extends Response ? { readonly answersJson: false } : unknown;

/**
 * Calls one of our handlers: the body of a POST or the query of a GET, typed by the handler's
 * definition, and its answer, typed the same way. Every failure is one ClientCallError, after
 * the platform statuses of docs/product.md §4 have had their reaction (statusReactions.ts).
 * Plain fetch with a timer (no HTTP library): this runs on every page with an island, and a
 * library's retries, hooks and body types were 4 KB gzip that no caller used (docs/decisions/0034).
 */
export async function callHandler<E extends Endpoint<unknown, unknown>>(
  target: E & NotRaw<E>,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const { signal, done } = withTimeout(options.signal);
  try {
    const init: RequestInit = { credentials: 'same-origin', signal, headers: { accept: 'application/json' } };
    const send = () =>
      fetch(
        target.method === 'GET'
          ? new Request(`${API_PREFIX}${target.path}${queryOf(input)}`, { ...init, method: 'GET' })
          : new Request(`${API_PREFIX}${target.path}`, {
              ...init,
              method: 'POST',
              headers: { accept: 'application/json', 'content-type': 'application/json' },
              body: JSON.stringify(input),
            }),
      );
    if (options.device === 'established') {
      // The cheapest call of ours gives this browser its device first, when none is known yet.
      await deviceEstablished(() => fetch(new Request(`${API_PREFIX}${serverTime.path}`, { ...init, method: 'GET' })));
    }
    let response = await withDevice(send);
    // This very call was given the device (the cookie had gone): the answer set it, so once more.
    if (options.device === 'established' && response.status === 400 && (await codeOf(response)) === 'deviceNew')
      response = await withDevice(send);
    if (!response.ok) throw await answerError(response.status, await response.json().catch(() => null));
    const text = await response.text();
    return (text === '' ? '' : JSON.parse(text)) as AnswerOf<E>;
  } catch (error) {
    throw toClientError(error);
  } finally {
    done();
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * `established`: the handler counts only for a device an earlier call was given (likes,
   * docs/decisions/0043), so one is asked for first when this browser has none yet.
   */
  device?: 'established';
}

/** The error code of an answer, read from a copy (the answer's own body is read later). */
async function codeOf(response: Response): Promise<string | null> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isErrorBody(body) ? body.error.code : null;
}

/** A GET's input as its query ('' when none): what is undefined is left out. */
function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input ?? {}) as Record<string, unknown>))
    if (value !== undefined) query.append(name, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The caller's signal, and the timeout, as one: aborting either aborts the call. */
function withTimeout(outer: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('no answer in time', 'TimeoutError')), TIMEOUT_MS);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/**
 * What a handler's refusal means, from its status and body: our error shape (after the platform
 * status had its reaction), or, for an answer that is not ours (a proxy's error page), what the
 * status says. Shared with the uploads (upload.ts), which answer the same way.
 */
export function answerError(status: number, body: unknown): ClientCallError {
  if (isErrorBody(body)) {
    reactToStatus(body.error.platformStatus);
    return new ClientCallError(body.error.code, body.error.message, status, body.error);
  }
  return new ClientCallError(status >= 502 && status <= 504 ? 'platformUnavailable' : 'internal', 'error', status);
}

function toClientError(error: unknown): ClientCallError {
  if (error instanceof ClientCallError) return error;
  // An abort is a DOMException, which not every runtime makes an Error: known by its name.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return new ClientCallError('cancelled', 'cancel', 0);
  // No answer in time (TimeoutError), none at all, or one that is not JSON.
  return new ClientCallError('network', 'network error', 0);
}
