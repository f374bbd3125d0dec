import { callHandler } from '@/lib/client/http';
import { countView as countEndpoint } from '@/lib/client/endpoints';
import { getExpiring, removeExpired, restOfDayMs, setExpiring, type SweepableStorage } from '@/lib/format/storage';
import { arrivedFromShare, SENT_TODAY_PREFIX, sentTodayKey, type CountedKind, type ViewEvent } from './countRules';

/** Once a page: the marks of days gone are removed (docs/product.md §5), not only those read again. */
let swept = false;

/**
 * Sends the page view's counts from the browser (docs/product.md §7, "Counts"): the click, and the
 * share-page click when the reader arrived from a shared link. Each once a day per device and
 * object: the platform dedupes too, this saves the call. A page the browser prerenders or opens
 * hidden (a background tab, a prefetch) counts when the reader first sees it, or never.
 * "Sent today" is a stored item that lives until the reader's day ends (lib/format/storage.ts).
 * Never throws: a count that fails is tried on the next view.
 */
export function countPageView(
  kind: CountedKind,
  id: number,
  doc: Document = document,
  storage: SweepableStorage | null = safeStorage(),
): () => void {
  const send = () => {
    if (storage && !swept) {
      swept = true;
      removeExpired(storage, SENT_TODAY_PREFIX);
    }
    const events: ViewEvent[] = arrivedFromShare(doc.location?.search ?? '') ? ['click', 'sharePageClick'] : ['click'];
    for (const event of events) {
      const key = sentTodayKey(kind, id, event);
      if (storage && getExpiring(storage, key) !== null) continue;
      callHandler(countEndpoint, { id, kind, event }, { device: 'established' })
        .then(() => storage && setExpiring(storage, key, true, restOfDayMs()))
        .catch(() => undefined);
    }
  };
  if (!hiddenOrPrerendering(doc)) {
    send();
    return () => undefined;
  }
  const onShown = () => {
    if (hiddenOrPrerendering(doc)) return;
    stop();
    send();
  };
  const stop = () => {
    doc.removeEventListener('visibilitychange', onShown);
    doc.removeEventListener('prerenderingchange', onShown);
  };
  doc.addEventListener('visibilitychange', onShown);
  doc.addEventListener('prerenderingchange', onShown);
  return stop;
}

function hiddenOrPrerendering(doc: Document): boolean {
  return (doc as Document & { prerendering?: boolean }).prerendering === true || doc.visibilityState !== 'visible';
}

/** Forgets that this page swept (tests: each is a page of its own). */
export function forgetSweep(): void {
  swept = false;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
