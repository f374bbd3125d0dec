'use client';

import { useCallback, useEffect, useRef } from 'react';
import { isReturnNavigation, keptKey, readKept, writeKept, type KeptState } from '@/features/articleList/keptAlive';

/** docs/product.md §9: scroll handling is throttled to 500 ms. */
const SAVE_THROTTLE_MS = 500;

let lastPopStateAt = 0;
let documentNavigationConsumed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastPopStateAt = Date.now();
  });
}

/** The navigation type of this document, read once: only the first list mounted after a load may use it. */
function documentNavigationType(): string | null {
  if (documentNavigationConsumed) return null;
  documentNavigationConsumed = true;
  // Older browsers (and jsdom) have no navigation timing: then only a popstate says 'returned'.
  if (typeof performance.getEntriesByType !== 'function') return null;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? null;
}

/** The address of the page shown now: a list kept alive is the list of the address it was opened at. */
const addressNow = () => `${location.pathname}${location.search}`;

/**
 * Keeps a list 'alive': remembers how many pages were loaded and where the reader was. When the
 * reader comes back (back/forward), `loadPages` is asked for the kept number of pages, and once
 * they are on screen (`restore`), the page scrolls back to where the reader left it. `addressOf`
 * names the address the list belongs to, read at mount (the search's results: the address of the
 * search shown, which the screen writes just after); by default the address at mount.
 */
export function useKeptAlive(
  pagesLoaded: number,
  loadPages: (pages: number) => void,
  addressOf: () => string = addressNow,
) {
  const kept = useRef<KeptState | null>(null);
  const pending = useRef(true);
  const pages = useRef(pagesLoaded);
  const load = useRef(loadPages);

  useEffect(() => {
    pages.current = pagesLoaded;
    load.current = loadPages;
  });

  const address = useRef(addressOf);
  useEffect(() => {
    const key = keptKey(address.current(), '');
    const previous = isReturnNavigation(Date.now(), lastPopStateAt, documentNavigationType())
      ? readKept(sessionStorage, key)
      : null;
    if (previous && previous.scrollY > 0) {
      kept.current = previous;
      if (previous.pages > 0) load.current(previous.pages);
    } else {
      pending.current = false;
    }

    let timer: ReturnType<typeof setTimeout> | null = null;
    const save = () => {
      timer = null;
      // Until the kept position is restored the page is shorter than it was: don't overwrite it.
      // Once the address is another page's (the unmount after a client-side navigation runs when
      // the next page is already shown, scrolled to its top), the position is not this list's.
      if (keptKey(addressNow(), '') !== key) return;
      if (!pending.current) writeKept(sessionStorage, key, { pages: pages.current, scrollY: window.scrollY });
    };
    const onScroll = () => {
      timer ??= setTimeout(save, SAVE_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      if (timer) clearTimeout(timer);
      save();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  /** Call after each render with the pages shown; scrolls back once the kept pages are there. */
  return useCallback((pagesShown: number, listEnded: boolean) => {
    const target = kept.current;
    if (!pending.current || !target) return;
    if (pagesShown < target.pages && !listEnded) return;
    pending.current = false;
    window.scrollTo({ top: target.scrollY, behavior: 'instant' });
  }, []);
}
