import { sendToHostApp, type HostAction } from './hostApp';

// What the browser does when one of our handlers passes a platform status through
// (SPEC sections 4 and 8). Dependencies are injectable so the rules can be tested.

export const AUTH_RELOAD_KEY = 'touch:authReloads';
/** docs/product.md §9: auth retry cap 3 per session. */
export const AUTH_RELOAD_CAP = 3;
/** docs/product.md §4: the host app is asked to clear the user and log in after 1 s. */
export const FORCE_LOGOUT_DELAY_MS = 1_000;

/** docs/product.md §4: inside the host app, 'login expired' shows 0.8 s after asking the app to refresh. */
export const LOGIN_EXPIRED_TOAST_DELAY_MS = 800;
/** Window event the account notices (features/member/AccountNotices.island) turn into the toast. */
export const LOGIN_EXPIRED_EVENT = 'touch:login-expired';

export interface ReactionDeps {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  clearLocalAuth: () => void;
  host: (action: HostAction) => boolean;
  later: (fn: () => void, ms: number) => void;
  loginExpired: () => void;
}

const browserDeps = (): ReactionDeps => ({
  session: window.sessionStorage,
  reload: () => window.location.reload(),
  clearLocalAuth: () => {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith('touch:auth')) window.localStorage.removeItem(key);
  },
  host: (action) => sendToHostApp(action),
  later: (fn, ms) => void window.setTimeout(fn, ms),
  loginExpired: () => void window.dispatchEvent(new Event(LOGIN_EXPIRED_EVENT)),
});

/** Returns what was done, for callers and tests: 'reload', 'gave-up', 'force-logout', 'app-refresh' or 'none'. */
export function reactToStatus(
  status: number | null | undefined,
  deps: ReactionDeps = browserDeps(),
): 'reload' | 'gave-up' | 'force-logout' | 'app-refresh' | 'none' {
  // 10111 for an in-app member: the app owns the token, so the app is asked to refresh it.
  // Outside the app our handlers already renewed the token and retried (lib/platform/call.ts).
  if (status === 10111) {
    if (!deps.host('refreshToken')) return 'none';
    deps.later(() => deps.loginExpired(), LOGIN_EXPIRED_TOAST_DELAY_MS);
    return 'app-refresh';
  }
  if (status === 1004) {
    let reloads = 0;
    try {
      reloads = Number(deps.session.getItem(AUTH_RELOAD_KEY) ?? 0) || 0;
    } catch {
      reloads = AUTH_RELOAD_CAP; // no session storage: do not risk a reload loop
    }
    if (reloads >= AUTH_RELOAD_CAP) return 'gave-up';
    try {
      deps.session.setItem(AUTH_RELOAD_KEY, String(reloads + 1));
    } catch {
      return 'gave-up'; // the reload could not be counted (storage full or refused): no loop either
    }
    deps.clearLocalAuth();
    deps.reload();
    return 'reload';
  }
  if (status === 10102 || status === 10103) {
    deps.later(() => {
      deps.host('clearUser');
      deps.host('login');
    }, FORCE_LOGOUT_DELAY_MS);
    return 'force-logout';
  }
  return 'none';
}
