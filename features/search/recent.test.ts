import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  addRecentSearch,
  clearRecentSearches,
  parseRecentSearches,
  readRecentSearches,
} from './recent';
import type { StorageLike } from '@/lib/format/storage';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: StorageLike = {
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

describe('recent searches', () => {
  it('keeps the newest first', () => {
    const storage = memoryStorage();
    addRecentSearch(storage, '青稞');
    addRecentSearch(storage, '拉萨');
    expect(readRecentSearches(storage)).toEqual(['拉萨', '青稞']);
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY)!)).toEqual(['拉萨', '青稞']);
  });

  it('moves a repeated search to the front instead of storing it twice (ignoring case and spacing)', () => {
    const storage = memoryStorage();
    for (const word of ['Lhasa', '青稞', '  lhasa ', '拉萨']) addRecentSearch(storage, word);
    expect(readRecentSearches(storage)).toEqual(['拉萨', 'lhasa', '青稞']);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}`, () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 15; i += 1) addRecentSearch(storage, `word ${i}`);
    const words = readRecentSearches(storage);
    expect(words).toHaveLength(MAX_RECENT_SEARCHES);
    expect(words[0]).toBe('word 15');
    expect(words[9]).toBe('word 6');
  });

  it('does not store blank or too-long keywords', () => {
    const storage = memoryStorage();
    addRecentSearch(storage, '   ');
    addRecentSearch(storage, '拉'.repeat(51));
    expect(storage.data.size).toBe(0);
  });

  it('clears', () => {
    const storage = memoryStorage();
    addRecentSearch(storage, '青稞');
    expect(clearRecentSearches(storage)).toBe(true);
    expect(readRecentSearches(storage)).toEqual([]);
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('reads whatever else was stored as no recent searches, or cleans it up', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('"拉萨"')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(['拉萨', 3, null, '', '  ', { w: 1 }, '拉萨', '青稞']))).toEqual([
      '拉萨',
      '青稞',
    ]);
    expect(parseRecentSearches(JSON.stringify(Array.from({ length: 30 }, (_, i) => `w${i}`)))).toHaveLength(
      MAX_RECENT_SEARCHES,
    );
  });

  it('survives storage that throws or is missing', () => {
    expect(readRecentSearches(throwing)).toEqual([]);
    expect(() => addRecentSearch(throwing, '青稞')).not.toThrow();
    expect(addRecentSearch(throwing, '青稞')).toEqual(['青稞']);
    expect(clearRecentSearches(throwing)).toBe(false);
    expect(readRecentSearches(null)).toEqual([]);
    expect(addRecentSearch(null, '青稞')).toEqual(['青稞']);
  });
});
