import { isReturnNavigation, keptKey, readKept, writeKept, type SessionStore } from './keptAlive';

function memoryStore(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('kept list state', () => {
  it('round-trips pages and a rounded scroll offset per list address', () => {
    const store = memoryStore();
    const key = keptKey('/wap/touch/home.html', '?lang=bo');
    writeKept(store, key, { pages: 2, scrollY: 1234.6 });
    expect(readKept(store, key)).toEqual({ pages: 2, scrollY: 1235 });
    expect(readKept(store, keptKey('/wap/touch/home.html', ''))).toBeNull();
  });

  it('reads garbage, negative or absurd values as nothing kept', () => {
    const store = memoryStore();
    for (const text of [
      '{',
      '"x"',
      '{"pages":-1,"scrollY":10}',
      '{"pages":1.5,"scrollY":10}',
      '{"pages":1000,"scrollY":10}',
      '{"pages":1,"scrollY":"9"}',
      'null',
    ]) {
      store.data.set('k', text);
      expect(readKept(store, 'k')).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const broken: SessionStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readKept(broken, 'k')).toBeNull();
    expect(() => writeKept(broken, 'k', { pages: 1, scrollY: 0 })).not.toThrow();
  });
});

describe('isReturnNavigation', () => {
  it('is true right after a popstate, false long after or without one', () => {
    expect(isReturnNavigation(10_000, 9_000, 'navigate')).toBe(true);
    expect(isReturnNavigation(10_000, 1_000, 'navigate')).toBe(false);
    expect(isReturnNavigation(10_000, 0, 'navigate')).toBe(false);
  });

  it('is true for a document loaded by back/forward', () => {
    expect(isReturnNavigation(10_000, 0, 'back_forward')).toBe(true);
    expect(isReturnNavigation(10_000, 0, 'reload')).toBe(false);
    expect(isReturnNavigation(10_000, 0, null)).toBe(false);
  });
});
