import ky, { HTTPError, TimeoutError } from 'ky';
import { BASE_PATH } from '@/lib/basePath';

/** Thrown by browser calls to our own handlers; `message` is fit to show a reader. */
export class ClientCallError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ClientCallError';
    this.status = status;
  }
}

/** Browser side: our own route handlers under the base path (docs/decisions/0003). */
export const api = ky.create({ prefixUrl: `${BASE_PATH}/api`, timeout: 5_000, retry: 0, credentials: 'same-origin' });

/** Maps a failed call onto SPEC section 8's texts: the handler's message, 'network error', 'cancel'. */
async function toClientError(error: unknown): Promise<ClientCallError> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => ({}))) as { error?: string };
    return new ClientCallError(body.error ?? 'error', error.response.status);
  }
  if (error instanceof TimeoutError) return new ClientCallError('network error', 0);
  if (error instanceof Error && error.name === 'AbortError') return new ClientCallError('cancel', 0);
  return new ClientCallError('network error', 0);
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  try {
    return await api.get(path, { signal }).json<T>();
  } catch (error) {
    throw await toClientError(error);
  }
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  try {
    return await api.post(path, { json: body }).json<T>();
  } catch (error) {
    throw await toClientError(error);
  }
}
