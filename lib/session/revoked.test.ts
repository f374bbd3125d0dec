import { isEnded, isRefused, rememberEnded, rememberRefused, rememberRescued, wasRescued } from './revoked';

// The in-process memory of sessions stays bounded (docs/decisions/0024, 0042).
describe('remembered sessions', () => {
  it('a refusal noted by a page is remembered ten minutes, then forgotten', () => {
    rememberRefused({ refreshToken: 'r-ttl' }, 0);
    expect(isRefused({ refreshToken: 'r-ttl' }, 9 * 60_000)).toBe(true);
    expect(isRefused({ refreshToken: 'r-ttl' }, 11 * 60_000)).toBe(false);
  });

  it('a renewed session is told from a refused one', () => {
    rememberRescued({ refreshToken: 'r-new' });
    expect(wasRescued({ refreshToken: 'r-new' })).toBe(true);
    expect(isRefused({ refreshToken: 'r-new' })).toBe(false);
  });

  it('at most 10,000 noted refusals are kept: the oldest go first', () => {
    const now = Date.now();
    for (let i = 0; i <= 10_000; i += 1) rememberRefused({ refreshToken: `r-${i}` }, now);
    expect(isRefused({ refreshToken: 'r-0' }, now)).toBe(false);
    expect(isRefused({ refreshToken: 'r-1' }, now)).toBe(true);
    expect(isRefused({ refreshToken: 'r-10000' }, now)).toBe(true);
  });

  it('a logout is remembered', () => {
    rememberEnded({ refreshToken: 'r-out' });
    expect(isEnded({ refreshToken: 'r-out' })).toBe(true);
  });
});
