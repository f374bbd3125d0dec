// 'Kept alive' list pages (docs/product.md §2: home, search, reporter): coming back to one shows the
// pages that were loaded and the place the reader had scrolled to. What is kept is small (how
// many pages, the scroll offset) and lives in sessionStorage, so it also survives a full reload
// of the list through the browser's back button; the pages themselves come from what the list
// keeps in its SWR cache (lib/client/keptPages.tsx) or, after a reload, from the server again.

export interface KeptState {
  /** Pages loaded below the server-rendered first page. */
  pages: number;
  /** window.scrollY when the reader left. */
  scrollY: number;
}

const PREFIX = 'kept:';
/** A popstate this recent means the mount is a back or forward navigation. */
const RETURN_WINDOW_MS = 3_000;

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export function keptKey(pathname: string, search: string): string {
  return `${PREFIX}${pathname}${search}`;
}

/** The kept state of a list, or null when there is none or it is unreadable. */
export function readKept(storage: SessionStore, key: string): KeptState | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pages, scrollY } = parsed as Record<string, unknown>;
    if (!Number.isInteger(pages) || (pages as number) < 0 || (pages as number) > 100) return null;
    if (typeof scrollY !== 'number' || !Number.isFinite(scrollY) || scrollY < 0) return null;
    return { pages: pages as number, scrollY };
  } catch {
    return null;
  }
}

export function writeKept(storage: SessionStore, key: string, state: KeptState): void {
  try {
    storage.setItem(key, JSON.stringify({ pages: state.pages, scrollY: Math.round(state.scrollY) }));
  } catch {
    // Storage full or disabled: the list simply starts from the top next time.
  }
}

/**
 * Whether a list that mounts now is being returned to: a popstate just happened (a client-side
 * back or forward), or this document itself was loaded by back/forward.
 */
export function isReturnNavigation(
  now: number,
  lastPopStateAt: number,
  documentNavigationType: string | null,
): boolean {
  if (lastPopStateAt > 0 && now - lastPopStateAt < RETURN_WINDOW_MS) return true;
  return documentNavigationType === 'back_forward';
}
