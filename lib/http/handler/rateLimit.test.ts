import { allOf, slidingWindow } from './rateLimit';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};
const reader = (device: string, memberId: string | null = null) => ({ memberId, device, address: '10.0.0.1' });

describe('slidingWindow', () => {
  it('allows `limit` attempts in any window, then says how long to wait until the oldest leaves it', () => {
    const time = clock();
    const limit = slidingWindow({ name: 'test-window', limit: 3, windowMs: 60_000, now: time.now });
    expect(limit(reader('a'))).toBeNull();
    time.advance(10_000);
    expect([limit(reader('a')), limit(reader('a'))]).toEqual([null, null]);
    time.advance(5_000);
    expect(limit(reader('a'))).toBe(45);
    // A refused attempt is not counted: the wait does not grow while the reader waits.
    expect(limit(reader('a'))).toBe(45);
    time.advance(45_001);
    // The first attempt left the window: one more is allowed, and only one.
    expect(limit(reader('a'))).toBeNull();
    expect(limit(reader('a'))).toBeGreaterThan(0);
  });

  it('counts each member, else each device, apart', () => {
    const time = clock();
    const limit = slidingWindow({ name: 'test-keys', limit: 1, windowMs: 60_000, now: time.now });
    expect(limit(reader('a'))).toBeNull();
    expect(limit(reader('b'))).toBeNull();
    expect(limit(reader('a'))).not.toBeNull();
    // A member is counted as the member, whichever device they use.
    expect(limit(reader('c', 'm1'))).toBeNull();
    expect(limit(reader('d', 'm1'))).not.toBeNull();
  });

  it('counts by the identity it is told to, and lets through what it cannot identify', () => {
    const limit = slidingWindow({ name: 'test-by', limit: 1, windowMs: 60_000, by: ['address'] });
    expect(limit(reader('a'))).toBeNull();
    expect(limit(reader('b'))).not.toBeNull();
    const byMember = slidingWindow({ name: 'test-by-member', limit: 1, windowMs: 60_000, by: ['memberId'] });
    expect([byMember(reader('a')), byMember(reader('a'))]).toEqual([null, null]);
  });

  it('remembers at most maxKeys identities, forgetting the least recent', () => {
    const time = clock();
    const limit = slidingWindow({ name: 'test-bounded', limit: 1, windowMs: 60_000, maxKeys: 2, now: time.now });
    limit(reader('a'));
    limit(reader('b'));
    limit(reader('c'));
    // 'a' was forgotten to make room: it starts again; 'c' is still counted.
    expect(limit(reader('a'))).toBeNull();
    expect(limit(reader('c'))).not.toBeNull();
  });
});

describe('allOf', () => {
  it('a flood that throws its device away each time is still one address (docs/decisions/0024)', () => {
    const time = clock();
    const limit = allOf(
      slidingWindow({ name: 'test-all-device', limit: 10, windowMs: 60_000, by: ['device'], now: time.now }),
      slidingWindow({ name: 'test-all-address', limit: 30, windowMs: 60_000, by: ['address'], now: time.now }),
    );
    const answers = Array.from({ length: 40 }, (_, i) => limit(reader(`fresh-${i}`)));
    expect(answers.filter((wait) => wait === null)).toHaveLength(30);
    expect(answers[39]).toBe(60);
    // Another address is not held up by this one.
    expect(limit({ memberId: null, device: 'x', address: '10.0.0.2' })).toBeNull();
  });
});
