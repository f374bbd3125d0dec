import { memoizeWithTtl } from './memo';

describe('memoizeWithTtl', () => {
  it('shares one in-flight load and caches it for the ttl', async () => {
    let clock = 0;
    let loads = 0;
    const get = memoizeWithTtl(1000, async () => ++loads, () => clock);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1001;
    expect(await get()).toBe(2);
  });
  it('does not cache a failure', async () => {
    let calls = 0;
    const get = memoizeWithTtl(1000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'up';
    });
    await expect(get()).rejects.toThrow('down');
    expect(await get()).toBe('up');
  });
});
