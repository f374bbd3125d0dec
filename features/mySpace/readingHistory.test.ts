import { readStored } from '@/lib/format/storage';
import { clearReadingHistory, MAX_READ, parseReadingHistory, READING_HISTORY_KEY, recordRead } from './readingHistory';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('reading history on the device', () => {
  it('puts the latest read first, once per article, and keeps at most MAX_READ', () => {
    const storage = memoryStorage();
    recordRead(storage, { path: '/newsDetail/1.html', title: 'One', at: 1 });
    recordRead(storage, { path: '/newsDetail/2.html', title: 'Two', at: 2 });
    const again = recordRead(storage, { path: '/newsDetail/1.html', title: 'One', at: 3 });
    expect(again.map((e) => e.path)).toEqual(['/newsDetail/1.html', '/newsDetail/2.html']);
    for (let i = 0; i < MAX_READ + 5; i += 1)
      recordRead(storage, { path: `/newsDetail/${i + 10}.html`, title: `A${i}`, at: 10 + i });
    expect(parseReadingHistory(readStored(storage, READING_HISTORY_KEY))).toHaveLength(MAX_READ);
  });

  it('clears everything', () => {
    const storage = memoryStorage();
    recordRead(storage, { path: '/newsDetail/1.html', title: 'One', at: 1 });
    expect(clearReadingHistory(storage)).toBe(true);
    expect(storage.getItem(READING_HISTORY_KEY)).toBeNull();
  });

  it('reads junk, other sites and broken storage as nothing read', () => {
    expect(parseReadingHistory('not json')).toEqual([]);
    expect(
      parseReadingHistory(
        JSON.stringify([
          { path: '//evil.example/x', title: 'x', at: 1 },
          { path: 'https://evil.example', title: 'x', at: 1 },
          { path: '/a.html', title: 5, at: 1 },
        ]),
      ),
    ).toEqual([]);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => recordRead(broken, { path: '/newsDetail/1.html', title: 'One', at: 1 })).not.toThrow();
    expect(parseReadingHistory(readStored(broken, READING_HISTORY_KEY))).toEqual([]);
  });
});
