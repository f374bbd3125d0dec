import { limiterSize } from './rateLimit';
import { MINUTE, perReaderAndAddress } from './perReaderAndAddress';

// The helper keeps each limiter's name, so the counts a route's limit keeps are the ones it kept
// before it was written with the helper; the routes' numbers are held by tests/api/limits.test.ts.

const from = (address: string, who: { device?: string; memberId?: string } = {}) => ({
  memberId: who.memberId ?? null,
  device: who.device ?? null,
  address,
});

describe('perReaderAndAddress', () => {
  it('counts the device under the name and the address under `{name}:address`; the longest wait wins', () => {
    const limit = perReaderAndAddress({ name: 'test-pra', perDevice: 2, perAddress: 4, windowMs: MINUTE });
    expect([limit(from('10.1.0.1', { device: 'a' })), limit(from('10.1.0.1', { device: 'a' }))]).toEqual([null, null]);
    expect(limit(from('10.1.0.1', { device: 'a' }))).toBeGreaterThan(0);
    // An attempt its device may not make still counts for its address (a flood is counted whole).
    expect(limit(from('10.1.0.1', { device: 'b' }))).toBeNull();
    expect(limit(from('10.1.0.1', { device: 'c' }))).toBeGreaterThan(0);
    expect(limiterSize('test-pra').keys).toBe(3);
    expect(limiterSize('test-pra:address').keys).toBe(1);
  });

  it('counts members with perMember: a reader who is not signed in is counted by the address alone', () => {
    const limit = perReaderAndAddress({ name: 'test-prm', perMember: 1, perAddress: 3, windowMs: MINUTE });
    expect(limit(from('10.2.0.1', { memberId: 'm1', device: 'a' }))).toBeNull();
    expect(limit(from('10.2.0.1', { memberId: 'm1', device: 'b' }))).toBeGreaterThan(0);
    expect(limit(from('10.2.0.1'))).toBeNull();
    expect(limit(from('10.2.0.1'))).toBeGreaterThan(0);
  });

  it('shares an address limiter named by addressName', () => {
    const one = perReaderAndAddress({
      name: 'test-one',
      perDevice: 5,
      perAddress: 2,
      windowMs: MINUTE,
      addressName: 'test-shared:address',
    });
    const other = perReaderAndAddress({
      name: 'test-other',
      perDevice: 5,
      perAddress: 2,
      windowMs: MINUTE,
      addressName: 'test-shared:address',
    });
    expect([one(from('10.3.0.1', { device: 'a' })), other(from('10.3.0.1', { device: 'b' }))]).toEqual([null, null]);
    expect(other(from('10.3.0.1', { device: 'c' }))).toBeGreaterThan(0);
    expect(limiterSize('test-one:address').keys).toBe(0);
  });
});
