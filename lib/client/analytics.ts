import { analytics } from './endpoints';
import { endpointUrl, type InputOf } from './endpoint';

/** Fire-and-forget analytics from the browser (sendBeacon survives leaving the page). */
export function track(dataType: InputOf<typeof analytics>['dataType'], articleId: number, shareChannel?: InputOf<typeof analytics>['shareChannel']): void {
  const record: InputOf<typeof analytics> = { dataType, articleId, shareChannel };
  const body = JSON.stringify(record);
  const url = endpointUrl(analytics);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}
