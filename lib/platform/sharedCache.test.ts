import { contentTtlMs, createSharedCache, sharedCache } from './sharedCache';
import { invalidateTags } from '@/lib/cache/tags';

describe('createSharedCache', () => {
  it('makes one call for concurrent readers of a key, and one per key', async () => {
    let calls = 0;
    const cache = createSharedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = (key: string) => () => {
      calls += 1;
      return new Promise<string>((resolve) => setTimeout(() => resolve(key), 5));
    };
    const answers = await Promise.all([
      cache.get('a', load('a')),
      cache.get('a', load('a')),
      cache.get('b', load('b')),
    ]);
    expect(answers).toEqual(['a', 'a', 'b']);
    expect(calls).toBe(2);
  });

  it('asks again once the ttl has passed', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createSharedCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('never keeps a failure', async () => {
    let calls = 0;
    const cache = createSharedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'up';
    };
    await expect(cache.get('k', load)).rejects.toThrow('down');
    expect(await cache.get('k', load)).toBe('up');
    expect(calls).toBe(2);
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const cache = createSharedCache<string>({ ttlMs: 1000, maxEntries: 2 });
    let calls = 0;
    const load = (v: string) => async () => {
      calls += 1;
      return v;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recent
    await cache.get('c', load('c')); // b goes
    expect(cache.size).toBe(2);
    expect(calls).toBe(3);
    await cache.get('a', load('a'));
    expect(calls).toBe(3);
    await cache.get('b', load('b'));
    expect(calls).toBe(4);
  });

  it('forgets a deleted key, and keeps nothing with a ttl of 0', async () => {
    let calls = 0;
    const load = async () => ++calls;
    const cache = createSharedCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await cache.get('k', load);
    cache.delete('k');
    expect(await cache.get('k', load)).toBe(2);
    const off = createSharedCache<number>({ ttlMs: 0, maxEntries: 10 });
    await off.get('k', load);
    expect(await off.get('k', load)).toBe(4);
    expect(off.size).toBe(0);
  });

  it('drops every entry filed under an invalidated tag, and only those', async () => {
    const cache = createSharedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await cache.get('a|1', async () => 'a1', ['article:1']);
    await cache.get('a|1|poster', async () => 'a1p', ['article:1']);
    await cache.get('a|2', async () => 'a2', ['article:2', 'column:5']);
    await cache.get('plain', async () => 'p');
    cache.invalidate(['article:1', 'column:9']);
    expect(cache.size).toBe(2);
    expect(await cache.get('a|1', async () => 'fresh', ['article:1'])).toBe('fresh');
    expect(await cache.get('a|2', async () => 'stale?')).toBe('a2');
    cache.invalidate(['column:5']);
    expect(await cache.get('a|2', async () => 'fresh 2')).toBe('fresh 2');
  });

  it("forgets a key's tags when the key goes, so a later entry under that key is not dropped by them", async () => {
    const cache = createSharedCache<string>({ ttlMs: 1000, maxEntries: 1 });
    await cache.get('a', async () => 'old', ['article:1']);
    await cache.get('b', async () => 'b'); // a goes (maxEntries 1)
    await cache.get('a', async () => 'new', ['article:2']); // b goes
    cache.invalidate(['article:1']);
    expect(await cache.get('a', async () => 'reloaded')).toBe('new');
  });
});

describe('contentTtlMs', () => {
  it('reads CONTENT_CACHE_SECONDS, 30 s by default, 0 turns it off, nonsense falls back', () => {
    expect(contentTtlMs({})).toBe(30_000);
    expect(contentTtlMs({ CONTENT_CACHE_SECONDS: '5' })).toBe(5_000);
    expect(contentTtlMs({ CONTENT_CACHE_SECONDS: '0' })).toBe(0);
    expect(contentTtlMs({ CONTENT_CACHE_SECONDS: 'soon' })).toBe(30_000);
    expect(contentTtlMs({ CONTENT_CACHE_SECONDS: '-3' })).toBe(30_000);
  });
});

describe('sharedCache', () => {
  it('gives every caller of one name the same cache (routes are bundled apart)', async () => {
    const a = sharedCache<number>('test-shared', { ttlMs: 1000, maxEntries: 10 });
    const b = sharedCache<number>('test-shared', { ttlMs: 1000, maxEntries: 10 });
    await a.get('k', async () => 1);
    expect(await b.get('k', async () => 2)).toBe(1);
    b.delete('k');
    expect(a.size).toBe(0);
    expect(sharedCache('test-other', { ttlMs: 1000, maxEntries: 10 })).not.toBe(a);
  });
});

describe('sharedCache and tag invalidation', () => {
  it('drops what a process-wide cache filed under a tag when a write invalidates it (lib/cache/tags.ts)', async () => {
    const articles = sharedCache<string>('test-tagged', { ttlMs: 1000, maxEntries: 10 });
    await articles.get('7|', async () => 'before', ['article:7']);
    await articles.get('8|', async () => 'other', ['article:8']);
    await invalidateTags(['article:7']);
    expect(await articles.get('7|', async () => 'after', ['article:7'])).toBe('after');
    expect(await articles.get('8|', async () => 'reloaded')).toBe('other');
  });
});

describe('what an entry keeps (memory, docs/decisions/0037)', () => {
  it('hands out the answer, not the promise the first render made', async () => {
    const cache = createSharedCache<{ id: number }>({ ttlMs: 1000, maxEntries: 10 });
    const first = cache.get('k', async () => ({ id: 1 }));
    const answer = await first;
    const hit = cache.get('k', async () => ({ id: 2 }));
    // A new promise around the same answer: the first one (and the render it was made in) can go.
    expect(hit).not.toBe(first);
    expect(await hit).toBe(answer);
  });

  it('still shares the promise while the load is in flight', () => {
    const cache = createSharedCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const first = cache.get('k', () => new Promise<number>(() => {}));
    expect(cache.get('k', async () => 2)).toBe(first);
  });

  it('drops entries that are out of date when a new one is filed', async () => {
    let clock = 0;
    const cache = createSharedCache<number>({ ttlMs: 1000, maxEntries: 100, now: () => clock });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    expect(cache.size).toBe(2);
    clock = 1500;
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(1);
  });
});
