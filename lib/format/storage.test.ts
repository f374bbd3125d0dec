import {
  getExpiring,
  parseStoredList,
  readStored,
  removeExpired,
  restOfDayMs,
  setExpiring,
  TOKEN_LIFETIME_MS,
  writeStoredList,
  type StorageLike,
} from './storage';

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

// The envelope's shape, a storage that refuses, and the lists kept on the device (recent searches,
// reading history): each fails as "nothing stored" (lib/format/storage.ts), the cases lib-format's
// mutation run found untested (docs/reliability.md).
describe('expiring storage: the envelope and a refusing storage', () => {
  it('reads back an item stored with a Date as its clock', () => {
    const s = new FakeStorage();
    setExpiring(s, 'k', 'v', 1_000, new Date(T0));
    expect(getExpiring(s, 'k', new Date(T0 + 500))).toBe('v');
  });

  it('takes a lifetime of 0 as good for its own moment, and no negative or non-finite field', () => {
    const s = new FakeStorage();
    s.setItem('zero', JSON.stringify({ v: 1, t: T0, l: 0 }));
    expect(getExpiring(s, 'zero', T0)).toBe(1);
    s.setItem('negative', JSON.stringify({ v: 1, t: T0, l: -1 }));
    s.setItem('endless', `{"v":1,"t":1e999,"l":10}`);
    s.setItem('textLife', JSON.stringify({ v: 1, t: T0, l: '10' }));
    s.setItem('null', 'null');
    for (const key of ['negative', 'endless', 'textLife', 'null']) {
      expect(getExpiring(s, key, T0)).toBeNull();
      expect(s.items.has(key)).toBe(false);
    }
  });

  it('touches nothing more when the storage refuses to read', () => {
    const removeItem = jest.fn();
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: jest.fn(),
      removeItem,
    };
    expect(getExpiring(refusing, 'k', T0)).toBeNull();
    expect(removeItem).not.toHaveBeenCalled();
  });

  it('sweeps nothing, without throwing, when the storage refuses to list its keys', () => {
    const refusing = {
      ...new FakeStorage(),
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(removeExpired(refusing, 'touch:', T0)).toBe(0);
  });

  it('counts the seconds into the minute too: the day ends at the same moment', () => {
    const at = Date.UTC(2026, 10, 23, 17, 23, 30, 500); // 01:23:30.5 Beijing time
    const midnight = Date.UTC(2026, 10, 24, 16, 0, 0);
    expect(restOfDayMs(at)).toBe(midnight - at - 1);
  });
});

describe('lists kept on the device', () => {
  it('reads the stored text, or null when absent, without storage, or refused', () => {
    const s = new FakeStorage();
    s.setItem('k', '["a"]');
    expect(readStored(s, 'k')).toBe('["a"]');
    expect(readStored(s, 'other')).toBeNull();
    expect(readStored(null, 'k')).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStored(refusing, 'k')).toBeNull();
  });

  it('parses a stored array, and anything else as no items', () => {
    expect(parseStoredList('["a",1]')).toEqual(['a', 1]);
    for (const raw of [null, 'not json', '{"a":1}', '"a"']) expect(parseStoredList(raw)).toEqual([]);
  });

  it('writes a list, removes the key for an empty one, and says false without storage or when refused', () => {
    const s = new FakeStorage();
    expect(writeStoredList(s, 'k', ['a', 1])).toBe(true);
    expect(s.items.get('k')).toBe('["a",1]');
    expect(writeStoredList(s, 'k', [])).toBe(true);
    expect(s.items.has('k')).toBe(false);
    expect(writeStoredList(null, 'k', ['a'])).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(writeStoredList(refusing, 'k', ['a'])).toBe(false);
    expect(writeStoredList(refusing, 'k', [])).toBe(false);
  });
});
