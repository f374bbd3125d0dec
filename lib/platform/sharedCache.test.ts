import { contentTtlMs, createSharedCache, sharedCache } from './sharedCache';

describe('createSharedCache', () => {
  it('makes one call for concurrent readers of a key, and one per key', async () => {
    let calls = 0;
    const cache = createSharedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = (key: string) => () => {
      calls += 1;
      return new Promise<string>((resolve) => setTimeout(() => resolve(key), 5));
    };
    const answers = await Promise.all([cache.get('a', load('a')), cache.get('a', load('a')), cache.get('b', load('b'))]);
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
    await cache.get('k|1', load);
    await cache.get('j|1', load);
    cache.deleteWhere((key) => key.startsWith('k'));
    expect(cache.size).toBe(1);
    calls = 2;
    const off = createSharedCache<number>({ ttlMs: 0, maxEntries: 10 });
    await off.get('k', load);
    expect(await off.get('k', load)).toBe(4);
    expect(off.size).toBe(0);
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
