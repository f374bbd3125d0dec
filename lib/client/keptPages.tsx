'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SWRConfig, type Cache, type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';

/** What paging needs to know of a page: whether another follows it. */
export interface PagedAnswer {
  hasMore: boolean;
}

/** How long the pages a list loaded are shown again at once when the reader comes back to it. */
const KEPT_MS = 5 * 60_000;
/** SWR's prefix of the key under which useSWRInfinite keeps a list's page count and pages. */
const INFINITE_PREFIX = '$inf$';

/** The list a cache key belongs to: page keys are `list#index`, SWR's own entry is prefixed. */
function listOf(key: string): string {
  const bare = key.startsWith(INFINITE_PREFIX) ? key.slice(INFINITE_PREFIX.length) : key;
  const hash = bare.lastIndexOf('#');
  return hash < 0 ? bare : bare.slice(0, hash);
}

type State = NonNullable<ReturnType<Cache['get']>>;

/**
 * SWR's cache for the lists of this tab (article lists kept alive, search's results), outliving
 * the islands that show them, so that coming back to a list (a client-side back from an article,
 * a search typed again) shows its pages at once instead of asking again. A list whose last page
 * came more than a few minutes ago is forgotten when a list is shown again (never while shown).
 */
class KeptCache implements Cache {
  private readonly entries = new Map<string, { value: State; at: number }>();

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get(key: string): State | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: State): void {
    this.entries.set(key, { value, at: Date.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** A page the server rendered, as if this tab had asked for it (nothing is asked again). */
  seed(key: string, data: unknown): void {
    if (!this.entries.has(key)) this.set(key, { data });
  }

  /** Forgets every list none of whose entries was written within KEPT_MS. */
  forgetOld(now: number): void {
    const newest = new Map<string, number>();
    for (const [key, { at }] of this.entries) newest.set(listOf(key), Math.max(at, newest.get(listOf(key)) ?? 0));
    for (const key of [...this.entries.keys()])
      if (now - (newest.get(listOf(key)) ?? 0) > KEPT_MS) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

const kept = new KeptCache();

/** Forgets every list's pages: a new tab, for tests that render lists one after another. */
export function forgetKeptPages(): void {
  kept.clear();
}

/**
 * One mount's window onto the kept entries. SWR keeps its bookkeeping for a cache (subscribers,
 * requests under way) per provider object, and a SWRConfig that unmounts deletes it. Given the
 * one shared object, the next page's SWRConfig (rendered while the last page's was still
 * mounted) found the bookkeeping there and made none of its own; the last page's unmount then
 * deleted it, and the next page's lists threw reading it (a search typed, or 'load more', after a
 * client-side navigation). Each mount has its own view; the entries are the tab's.
 */
class KeptView implements Cache {
  keys(): IterableIterator<string> {
    return kept.keys();
  }
  get(key: string): State | undefined {
    return kept.get(key);
  }
  set(key: string, value: State): void {
    kept.set(key, value);
  }
  delete(key: string): void {
    kept.delete(key);
  }
}

/** Puts the islands below on the lists' cache (docs/decisions/0066). */
export function KeptPagesCache({ children }: { children: ReactNode }) {
  // Lists left long ago are asked afresh; the lists about to mount read what is left.
  useState(() => kept.forgetOld(Date.now()));
  // SWRConfig calls the provider once per mount; a new view each time (see KeptView).
  const [config] = useState<SWRConfiguration>(() => ({ provider: () => new KeptView() }));
  return <SWRConfig value={config}>{children}</SWRConfig>;
}

/** A page that failed, kept in its place so the pages before it stay shown and nothing after it is asked. */
const FAILED = Object.freeze({ hasMore: false, failed: true as const });
type Slot<Page> = Page | typeof FAILED;

/** Which list each page answered (keepPreviousData shows the last list's pages while the next loads). */
const listOfPage = new WeakMap<object, string>();

interface KeptPagesOptions<Page extends PagedAnswer> {
  /** Which list: its pages are kept under this key; another key is another list, with its own pages. */
  key: string;
  /** Whether there is anything to ask for at all (false: nothing is ever asked). */
  hasMore: boolean;
  /** Asks for the page at this index of the hook's pages (0 = the first one the hook holds). */
  fetchPage: (index: number) => Promise<Page>;
  /** The first page, rendered by the server (the tab then holds it as if it had asked). */
  initialPage?: Page | null;
  /** Pages wanted as soon as a list is shown (a search wants its first page at once; article lists wait for the reader). */
  wantAtOnce?: number;
  /** The server could not load this list: start failed, ask nothing until `retry`. */
  failedBefore?: boolean;
  /** Keep the last list's pages shown while this one's first page loads (a search typed on; not a list in another column). */
  keepPrevious?: boolean;
  /** A failure that is no failure of the list (the reader moved on and the request was aborted): not kept. */
  isAbandoned?: (error: unknown) => boolean;
}

export interface KeptPages<Page> {
  pages: Page[];
  /** Whether `pages` are this key's (false while another list's are still shown). */
  current: boolean;
  hasMore: boolean;
  /** A page is asked for and has not come yet. */
  loading: boolean;
  /** The last page asked for failed: nothing more is asked until `retry`. */
  failed: boolean;
  /** Asks for pages until `count` are there (the next one near the end; the kept number on a return). */
  want: (count: number) => void;
  retry: () => void;
}

/**
 * The pages of a list through SWR's useSWRInfinite, one at a time, as many as wanted
 * (docs/product.md §9), kept per list in the lists' cache (KeptPagesCache) for a return: shown
 * at once and not asked again (revalidateIfStale off; the first page is not asked again when the
 * next is, revalidateFirstPage off). A failed page stays in its place: the pages before it stay
 * shown and the paging waits for the reader's retry (no automatic retry, no question on focus or
 * reconnect). While another list's first page loads, the previous list's pages stay (keepPreviousData).
 */
export function useKeptPages<Page extends PagedAnswer>({
  key,
  hasMore: listHasMore,
  fetchPage,
  initialPage = null,
  wantAtOnce = 0,
  failedBefore = false,
  keepPrevious = false,
  isAbandoned = () => false,
}: KeptPagesOptions<Page>): KeptPages<Page> {
  const initial: Slot<Page> | null = failedBefore ? FAILED : initialPage;
  if (initial && initial !== FAILED) listOfPage.set(initial, key);
  // Only in the browser: the server's module state is every reader's, and renders from fallbackData.
  if (initial && listHasMore && typeof window !== 'undefined') {
    kept.seed(`${key}#0`, initial);
    // The list's own entry too: a next page then asks for that page only, not the first again.
    kept.seed(`${INFINITE_PREFIX}${key}#0`, [initial]);
  }
  const swr = useSWRInfinite<Slot<Page>>(
    (index, previous: Slot<Page> | null) => (listHasMore && (!previous || previous.hasMore) ? `${key}#${index}` : null),
    async (pageKey: string) => {
      try {
        const page = await fetchPage(Number(pageKey.slice(pageKey.lastIndexOf('#') + 1)));
        listOfPage.set(page, key);
        return page;
      } catch (error) {
        if (isAbandoned(error)) throw error;
        return FAILED;
      }
    },
    {
      initialSize: wantAtOnce,
      fallbackData: initial ? [initial] : undefined,
      keepPreviousData: keepPrevious,
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const slots = swr.data ?? [];
  const failedAt = slots.indexOf(FAILED);
  const pages = (failedAt < 0 ? slots : slots.slice(0, failedAt)) as Page[];
  // Another list's pages, shown while this one's first page loads (keepPreviousData).
  const own = pages.length === 0 || listOfPage.get(pages[0] as object) === key;
  const failed = failedAt >= 0 && !swr.isValidating;
  // The last list's pages stay shown when this one's first page failed too (keepPrevious).
  const [held, setHeld] = useState<{ data: unknown; pages: Page[] }>({ data: undefined, pages: [] });
  if (keepPrevious && own && pages.length > 0 && swr.data !== held.data) setHeld({ data: swr.data, pages });
  const showHeld = keepPrevious && own && pages.length === 0 && failedAt === 0 && held.pages.length > 0;
  const current = own && !showHeld;
  const last = pages[pages.length - 1];
  const hasMore = listHasMore && (last ? last.hasMore : true);
  const loading = hasMore && !failed && (swr.size > pages.length || !current);

  // What want/retry act on, read when they are called (observers and effects hold old closures).
  const latest = useRef({ failed: failedAt >= 0, size: swr.size, swr });
  useEffect(() => {
    latest.current = { failed: failedAt >= 0, size: swr.size, swr };
  });
  const want = useCallback((count: number) => {
    const now = latest.current;
    if (!now.failed && count > now.size) void now.swr.setSize(count);
  }, []);
  const retry = useCallback(() => {
    const now = latest.current;
    // Ask again for the failed page (and what is missing), not for the pages that came.
    void now.swr.mutate(now.swr.data, {
      revalidate: (page: Slot<Page> | undefined) => page === undefined || page === FAILED,
    });
  }, []);
  return { pages: showHeld ? held.pages : pages, current, hasMore, loading, failed, want, retry };
}
