import { addressKey, allOf, limiterSize, slidingWindow } from './rateLimit';

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

describe('the memory of a limiter (docs/decisions/0043)', () => {
  it('a flood from 200,000 invented addresses keeps at most maxKeys keys and maxAttempts times', () => {
    const limit = slidingWindow({
      name: 'test-flood-keys',
      limit: 60,
      windowMs: 60_000,
      by: ['address'],
      maxKeys: 1_000,
      maxAttempts: 5_000,
    });
    for (let i = 0; i < 200_000; i++)
      limit({ memberId: null, device: null, address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
    expect(limiterSize('test-flood-keys')).toEqual({ keys: 1_000, attempts: 1_000 });
  });

  it('a few busy addresses are held to maxAttempts times in all, and the busiest, seen last, is still counted', () => {
    const time = clock();
    const limit = slidingWindow({
      name: 'test-flood-times',
      limit: 240,
      windowMs: 60_000,
      by: ['address'],
      maxAttempts: 1_000,
      now: time.now,
    });
    const from = (address: string) => limit({ memberId: null, device: null, address });
    for (let n = 0; n < 10; n++) for (let i = 0; i < 240; i++) from(`10.0.0.${n}`);
    expect(limiterSize('test-flood-times').attempts).toBeLessThanOrEqual(1_000);
    expect(from('10.0.0.9')).toBe(60);
  });
});

describe('addressKey', () => {
  it('counts an IPv6 address as its /64, written the same whichever way it was written', () => {
    expect(addressKey('2001:db8:7:1::5')).toBe('2001:db8:7:1::/64');
    expect(addressKey('2001:0db8:0007:0001:ffff:0:0:1')).toBe('2001:db8:7:1::/64');
    expect(addressKey('[2001:DB8:7:1::9]')).toBe('2001:db8:7:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts IPv4 per address, also when written as an IPv6-mapped address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:198.51.100.77')).toBe('198.51.100.77');
  });

  it('an IPv6 address that only ends like a mapped one is counted as its /64', () => {
    expect(addressKey('2001:db8::ffff:203.0.113.7')).toBe('2001:db8:0:0::/64');
  });

  it('puts the groups after "::" where they belong, so a /64 is never confused with its neighbour', () => {
    expect(addressKey('2001:db8::7:1:0:0:5')).toBe('2001:db8:0:7::/64');
    expect(addressKey('::7:1:0:0:5:6')).toBe('0:0:7:1::/64');
  });

  it('a port, a zone or spaces a proxy wrote with the address do not make another reader', () => {
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressKey('198.51.100.77:51234')).toBe('198.51.100.77');
    expect(addressKey('[2001:db8:7:1::5]:443')).toBe('2001:db8:7:1::/64');
    expect(addressKey('::ffff:203.0.113.7%eth0')).toBe('203.0.113.7');
  });

  it('what is not an address is counted as it was written', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('proxy:a')).toBe('proxy:a');
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

describe('slidingWindow: its edges (docs/reliability.md, "Mutation testing")', () => {
  it('by default counts the member, else the device, else the address; nobody at all is let through', () => {
    const limit = slidingWindow({ name: 'test-default-by', limit: 1, windowMs: 60_000 });
    const fromAddress = { memberId: null, device: null, address: '10.9.0.1' };
    expect([limit(fromAddress), limit(fromAddress)]).toEqual([null, 60]);
    const nobody = { memberId: null, device: null, address: null };
    expect([limit(nobody), limit(nobody)]).toEqual([null, null]);
  });

  it('an attempt exactly a window old has left it', () => {
    const time = clock();
    const limit = slidingWindow({ name: 'test-window-edge', limit: 1, windowMs: 60_000, now: time.now });
    expect(limit(reader('a'))).toBeNull();
    time.advance(59_999);
    expect(limit(reader('a'))).toBe(1);
    time.advance(1);
    expect(limit(reader('a'))).toBeNull();
  });

  it('a single reader above maxAttempts is still counted: the bound never forgets the only key', () => {
    const limit = slidingWindow({
      name: 'test-one-busy',
      limit: 10,
      windowMs: 60_000,
      by: ['address'],
      maxAttempts: 5,
    });
    const from = () => limit({ memberId: null, device: null, address: '10.9.0.2' });
    const answers = Array.from({ length: 11 }, from);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(answers[10]).toBe(60);
  });

  it('by default remembers 50,000 keys and 200,000 attempt times', () => {
    const keys = slidingWindow({ name: 'test-default-keys', limit: 1, windowMs: 60_000, by: ['device'] });
    for (let i = 0; i <= 50_000; i++) keys({ memberId: null, device: `d${i}`, address: null });
    expect(limiterSize('test-default-keys')).toEqual({ keys: 50_000, attempts: 50_000 });
    const times = slidingWindow({ name: 'test-default-times', limit: 10, windowMs: 60_000, by: ['device'] });
    for (let i = 0; i < 21_000; i++)
      for (let n = 0; n < 10; n++) times({ memberId: null, device: `d${i}`, address: null });
    expect(limiterSize('test-default-times')).toEqual({ keys: 20_000, attempts: 200_000 });
  });
});

describe('slidingWindow: whose attempts count together', () => {
  it('every address of one IPv6 /64 is one reader; the next /64 is another', () => {
    const limit = slidingWindow({ name: 'test-by-slash64', limit: 1, windowMs: 60_000, by: ['address'] });
    const from = (address: string) => limit({ memberId: null, device: null, address });
    expect(from('2001:db8:7:1::5')).toBeNull();
    expect(from('2001:db8:7:1:abcd::9')).toBe(60);
    expect(from('2001:db8:7:2::5')).toBeNull();
  });

  it('member and device ids are counted exactly as they are, not read as addresses', () => {
    const limit = slidingWindow({ name: 'test-ids-as-written', limit: 1, windowMs: 60_000, by: ['memberId'] });
    const member = (memberId: string) => limit({ memberId, device: null, address: null });
    expect(member('Ab12')).toBeNull();
    expect(member('ab12')).toBeNull();
    expect(member('Ab12')).toBe(60);
  });
});

describe('allOf: the longest wait wins', () => {
  it('whichever limit says it', () => {
    const wait = (seconds: number | null) => () => seconds;
    expect(allOf(wait(5), wait(30), wait(null))(reader('a'))).toBe(30);
    expect(allOf(wait(null), wait(null))(reader('a'))).toBeNull();
  });
});
