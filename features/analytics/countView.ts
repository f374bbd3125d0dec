import { callHandler } from '@/lib/client/http';
import { countView as countEndpoint } from '@/lib/client/endpoints';
import { arrivedFromShare, dayStamp, sentTodayKey, type CountedKind, type ViewEvent } from './countRules';

/**
 * Sends the page view's counts from the browser (docs/product.md §7, "Counts"): the click, and the
 * share-page click when the reader arrived from a shared link. Each once a day per device and
 * object: the platform dedupes too, this saves the call. A page the browser prerenders or opens
 * hidden (a background tab, a prefetch) counts when the reader first sees it, or never.
 * Never throws: a count that fails is tried on the next view.
 */
export function countPageView(kind: CountedKind, id: number, doc: Document = document, storage: Storage | null = safeStorage()): () => void {
  const send = () => {
    const events: ViewEvent[] = arrivedFromShare(doc.location?.search ?? '') ? ['click', 'sharePageClick'] : ['click'];
    const today = dayStamp(new Date());
    for (const event of events) {
      const key = sentTodayKey(kind, id, event);
      if (storage?.getItem(key) === today) continue;
      callHandler(countEndpoint, { id, kind, event }, { device: 'established' })
        .then(() => storage?.setItem(key, today))
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

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
