import { analytics } from '@/lib/client/endpoints';
import { endpointUrl, type InputOf } from '@/lib/client/endpoint';
import { deviceKnown, withDevice } from '@/lib/client/deviceGate';

/** Fire-and-forget analytics from the browser (sendBeacon survives leaving the page). */
export function track(
  dataType: InputOf<typeof analytics>['dataType'],
  articleId: number,
  shareChannel?: InputOf<typeof analytics>['shareChannel'],
): void {
  const record: InputOf<typeof analytics> = { dataType, articleId, shareChannel };
  const body = JSON.stringify(record);
  const url = endpointUrl(analytics);
  const post = () =>
    fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true });
  // A beacon's answer cannot be awaited: while this browser may not hold a device yet, a fetch
  // goes instead, in turn with the other calls (deviceGate.ts).
  if (!deviceKnown()) {
    withDevice(post).catch(() => undefined);
    return;
  }
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  post().catch(() => undefined);
}
