import ky, { HTTPError, TimeoutError } from 'ky';
import { BASE_PATH } from '@/lib/basePath';
import { reactToStatus } from './statusReactions';

/** Thrown by browser calls to our own handlers; `message` is fit to show a reader. */
export class ClientCallError extends Error {
  readonly status: number;
  /** The platform's own status when the handler passed one through (1004, 10102, …). */
  readonly platformStatus: number | null;
  constructor(message: string, status: number, platformStatus: number | null = null) {
    super(message);
    this.name = 'ClientCallError';
    this.status = status;
    this.platformStatus = platformStatus;
  }
}

/** Browser side: our own route handlers under the base path (docs/decisions/0003). */
export const api = ky.create({ prefixUrl: `${BASE_PATH}/api`, timeout: 5_000, retry: 0, credentials: 'same-origin' });

/** Maps a failed call onto SPEC section 8's texts: the handler's message, 'network error', 'cancel'. */
async function toClientError(error: unknown): Promise<ClientCallError> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => ({}))) as { error?: string; status?: number | null };
    reactToStatus(body.status);
    return new ClientCallError(body.error ?? 'error', error.response.status, body.status ?? null);
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
