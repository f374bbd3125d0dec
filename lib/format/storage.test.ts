import { getExpiring, removeExpired, restOfDayMs, setExpiring, TOKEN_LIFETIME_MS, type StorageLike } from './storage';

class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const T0 = 1_800_000_000_000;

describe('expiring storage', () => {
  it('keeps tokens for 2 hours', () => {
    expect(TOKEN_LIFETIME_MS).toBe(2 * 60 * 60 * 1000);
  });

  it('returns a stored value within its lifetime', () => {
    const s = new FakeStorage();
    expect(setExpiring(s, 'token', { token: 'abc' }, TOKEN_LIFETIME_MS, T0)).toBe(true);
    expect(getExpiring(s, 'token', T0)).toEqual({ token: 'abc' });
    expect(getExpiring(s, 'token', T0 + TOKEN_LIFETIME_MS)).toEqual({ token: 'abc' });
  });

  it('removes and hides an item older than its lifetime', () => {
    const s = new FakeStorage();
    setExpiring(s, 'token', 'abc', TOKEN_LIFETIME_MS, new Date(T0));
    expect(getExpiring(s, 'token', new Date(T0 + TOKEN_LIFETIME_MS + 1))).toBeNull();
    expect(s.items.has('token')).toBe(false);
  });

  it('gives null for a missing key', () => {
    expect(getExpiring(new FakeStorage(), 'nothing', T0)).toBeNull();
  });

  it('removes unreadable or foreign items', () => {
    const s = new FakeStorage();
    s.setItem('a', 'not json');
    s.setItem('b', JSON.stringify('plain string'));
    s.setItem('c', JSON.stringify({ v: 1, t: 'yesterday', l: 10 }));
    for (const key of ['a', 'b', 'c']) {
      expect(getExpiring(s, key, T0)).toBeNull();
      expect(s.items.has(key)).toBe(false);
    }
  });

  it('checks the value shape when a guard is given', () => {
    const s = new FakeStorage();
    const isString = (v: unknown): v is string => typeof v === 'string';
    setExpiring(s, 'n', 42, 1000, T0);
    expect(getExpiring(s, 'n', T0, isString)).toBeNull();
    setExpiring(s, 'str', 'ok', 1000, T0);
    const value: string | null = getExpiring(s, 'str', T0, isString);
    expect(value).toBe('ok');
  });

  it('survives storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(setExpiring(broken, 'k', 'v', 1000, T0)).toBe(false);
    expect(getExpiring(broken, 'k', T0)).toBeNull();
  });

  it('uses the current time when no clock is given', () => {
    const s = new FakeStorage();
    setExpiring(s, 'k', 'v', 60_000);
    expect(getExpiring(s, 'k')).toBe('v');
  });
});

describe('removeExpired and restOfDayMs (docs/product.md §5)', () => {
  class SweepStorage extends FakeStorage {
    get length() {
      return this.items.size;
    }
    key(index: number) {
      return [...this.items.keys()][index] ?? null;
    }
  }

  it('removes the items of a prefix older than their lifetime (and unreadable ones), keeps the rest', () => {
    const s = new SweepStorage();
    setExpiring(s, 'touch:counted:a', true, 1_000, T0);
    setExpiring(s, 'touch:counted:b', true, 10_000, T0);
    s.setItem('touch:counted:c', '2020-1-1');
    setExpiring(s, 'touch:other', true, 1_000, T0);
    expect(removeExpired(s, 'touch:counted:', T0 + 5_000)).toBe(2);
    expect([...s.items.keys()].sort()).toEqual(['touch:counted:b', 'touch:other']);
  });

  it("a mark made today lives until the site's day ends, not a moment longer (docs/decisions/0094)", () => {
    // 01:00 Beijing time on 24 Nov is 17:00 UTC on 23 Nov: whatever the browser's zone, the mark lives
    // until 00:00 Beijing time on 25 Nov (16:00 UTC on 24 Nov), not until the browser's midnight.
    const oneAm = Date.UTC(2026, 10, 23, 17, 0, 0);
    const midnight = Date.UTC(2026, 10, 24, 16, 0, 0);
    const s = new FakeStorage();
    setExpiring(s, 'mark', true, restOfDayMs(oneAm), oneAm);
    expect(getExpiring(s, 'mark', midnight - 1)).toBe(true);
    expect(getExpiring(s, 'mark', midnight)).toBeNull();
    // Another site's zone, another day.
    expect(restOfDayMs(Date.UTC(2026, 10, 23, 17, 0, 0), 'Europe/Berlin')).toBe(6 * 3_600_000 - 1);
  });
});
