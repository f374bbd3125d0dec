import 'server-only';
import { PlatformError } from '@/lib/platform/errors';
import { TIMEOUT_MS } from '@/lib/platform/define';
import { callUrl } from '@/lib/platform/request';
import { getVerifyCodeCall } from '../calls';
import { wireFetch } from '@/lib/platform/wireFetch';

/**
 * The image verify code picture for this device. Binary, so not an envelope call: fetched as it
 * is and handed to the browser by our handler (the platform's host stays out of the page).
 */
export async function getVerifyCodeImage(device: string): Promise<{ body: ArrayBuffer; type: string }> {
  const url = new URL(callUrl(getVerifyCodeCall));
  const params = getVerifyCodeCall.params(device);
  url.search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  const response = await wireFetch(url, {
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS[getVerifyCodeCall.criticality]),
  }).catch(() => null);
  const type = response?.headers.get('content-type') ?? '';
  const image =
    response?.ok && /^image\//.test(type)
      ? getVerifyCodeCall.answer.safeParse({ type, body: await response.arrayBuffer() })
      : null;
  if (!image?.success) throw new PlatformError('network', getVerifyCodeCall.name, 'network error');
  return image.data;
}
