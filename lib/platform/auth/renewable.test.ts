import { RenewableToken } from './renewable';

describe('RenewableToken', () => {
  it('makes one fetch for 50 concurrent callers', async () => {
    let fetches = 0;
    const token = new RenewableToken(async () => {
      fetches += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { value: `t${fetches}`, expiresAt: Date.now() + 1000 };
    });
    const values = await Promise.all(Array.from({ length: 50 }, () => token.get()));
    expect(fetches).toBe(1);
    expect(new Set(values.map((v) => v.value))).toEqual(new Set(['t1']));
  });

  it('renews once when many callers report the same stale token', async () => {
    let fetches = 0;
    const token = new RenewableToken(async () => ({ value: `t${++fetches}`, expiresAt: Date.now() + 1000 }));
    const first = await token.get();
    const renewed = await Promise.all(Array.from({ length: 20 }, () => token.renew(first.value)));
    expect(fetches).toBe(2);
    expect(renewed.every((t) => t.value === 't2')).toBe(true);
    // A late report of the old token does not fetch again.
    expect((await token.renew(first.value)).value).toBe('t2');
    expect(fetches).toBe(2);
  });

  it('fetches again after expiry, and after a failed fetch', async () => {
    let clock = 0;
    let fetches = 0;
    const token = new RenewableToken(
      async () => {
        fetches += 1;
        if (fetches === 2) throw new Error('down');
        return { value: `t${fetches}`, expiresAt: clock + 100 };
      },
      () => clock,
    );
    await token.get();
    clock = 100;
    await expect(token.get()).rejects.toThrow('down');
    expect((await token.get()).value).toBe('t3');
  });
});
