import { AUTH_RELOAD_CAP, reactToStatus, type ReactionDeps } from './statusReactions';

function fakeDeps() {
  const store = new Map<string, string>();
  const calls: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const deps: ReactionDeps = {
    session: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: () => calls.push('reload'),
    clearLocalAuth: () => calls.push('clear'),
    host: (action) => {
      calls.push(`host:${action}`);
      return true;
    },
    later: (fn, ms) => timers.push({ fn, ms }),
    loginExpired: () => calls.push('toast:loginExpired'),
  };
  return { deps, calls, timers };
}

describe('reactToStatus', () => {
  it('1004 clears stored auth and reloads, at most 3 times a session, then stops acting', () => {
    const { deps, calls } = fakeDeps();
    const results = Array.from({ length: AUTH_RELOAD_CAP + 2 }, () => reactToStatus(1004, deps));
    expect(results).toEqual(['reload', 'reload', 'reload', 'gave-up', 'gave-up']);
    expect(calls.filter((c) => c === 'reload')).toHaveLength(3);
    expect(calls.filter((c) => c === 'clear')).toHaveLength(3);
  });

  it('1004 gives up at once when the count cannot be read: a reload it cannot count could loop', () => {
    const { deps, calls } = fakeDeps();
    deps.session = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      // Writing works here, so only the unreadable count decides.
      setItem: () => undefined,
    };
    expect(reactToStatus(1004, deps)).toBe('gave-up');
    expect(calls).toEqual([]);
  });

  it('1004 gives up when the count cannot be written (storage full or refused)', () => {
    const { deps, calls } = fakeDeps();
    deps.session = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(reactToStatus(1004, deps)).toBe('gave-up');
    expect(calls).toEqual([]);
  });

  it.each([10102, 10103])('%i asks the host app to clear the user and log in after 1 s', (status) => {
    const { deps, calls, timers } = fakeDeps();
    expect(reactToStatus(status, deps)).toBe('force-logout');
    expect(calls).toEqual([]);
    expect(timers[0]?.ms).toBe(1000);
    timers[0]?.fn();
    expect(calls).toEqual(['host:clearUser', 'host:login']);
  });

  it('10111 in the host app asks it to refresh the token, then says login expired after 0.8 s', () => {
    const { deps, calls, timers } = fakeDeps();
    expect(reactToStatus(10111, deps)).toBe('app-refresh');
    expect(calls).toEqual(['host:refreshToken']);
    expect(timers[0]?.ms).toBe(800);
    timers[0]?.fn();
    expect(calls).toEqual(['host:refreshToken', 'toast:loginExpired']);
  });

  it('10111 outside the host app is left to the handlers (they already renewed and retried)', () => {
    const { deps, calls, timers } = fakeDeps();
    deps.host = (action) => {
      calls.push(`host:${action}`);
      return false;
    };
    expect(reactToStatus(10111, deps)).toBe('none');
    expect(timers).toEqual([]);
    expect(calls).toEqual(['host:refreshToken']);
  });

  it('does nothing for other statuses', () => {
    const { deps, calls } = fakeDeps();
    expect(reactToStatus(10001, deps)).toBe('none');
    expect(reactToStatus(undefined, deps)).toBe('none');
    expect(calls).toEqual([]);
  });
});
