import { BASE_PATH } from '@/lib/routing/basePath';
import type { UploadKind } from '@/features/uploads/kinds';
import type { POST as UploadHandler } from '@/app/api/uploads/route';
import { ClientCallError } from '@/lib/client/clientCallError';
import { endpoint, type AnswerOf } from '@/lib/client/endpoint';
import { answerError } from '@/lib/client/http';
import { withDevice } from '@/lib/client/deviceGate';

/** POST /api/uploads (app/api/uploads/route.ts): typed from its definition like every endpoint. */
export const uploadEndpoint = endpoint<typeof UploadHandler>('uploads', 'POST');
export type UploadedFile = AnswerOf<typeof uploadEndpoint>;

/** Uploads take the per-call time of docs/product.md §7 (50 s), not a page call's 5 s. */
const UPLOAD_TIMEOUT_MS = 50_000;

/**
 * Sends one file to our upload handler. XMLHttpRequest, not fetch: only it reports upload
 * progress. Every failure is a ClientCallError with the handler's code (uploadWrongType,
 * tooLarge, …), 'network' when no answer came, 'cancelled' when `signal` aborted it.
 */
export function uploadFile(
  kind: UploadKind,
  file: Blob,
  name: string,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  return withDevice(() => send(kind, file, name, options));
}

function send(
  kind: UploadKind,
  file: Blob,
  name: string,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE_PATH}/api/${uploadEndpoint.path}?kind=${kind}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object')
        return resolve(body as UploadedFile);
      reject(answerError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ClientCallError('network', 'network error', 0));
    xhr.ontimeout = () => reject(new ClientCallError('network', 'network error', 0));
    xhr.onabort = () => reject(new ClientCallError('cancelled', 'cancel', 0));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
}
