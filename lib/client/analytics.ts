import { BASE_PATH } from '@/lib/basePath';

/** Fire-and-forget analytics from the browser (sendBeacon survives leaving the page). */
export function track(dataType: number, articleId: number, shareChannel?: number): void {
  const body = JSON.stringify({ dataType, articleId, shareChannel });
  const url = `${BASE_PATH}/api/analytics`;
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}
