import { processWide } from '@/lib/processWide.mjs';
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

  it('a logout is remembered as long as a sealed cookie can live (30 days), then forgotten', () => {
    rememberEnded({ refreshToken: 'r-out' });
    expect(isEnded({ refreshToken: 'r-out' })).toBe(true);
    const days = 24 * 3600 * 1000;
    rememberEnded({ refreshToken: 'r-month' }, 0);
    expect(isEnded({ refreshToken: 'r-month' }, 30 * days - 1)).toBe(true);
    expect(isEnded({ refreshToken: 'r-month' }, 30 * days)).toBe(false);
    expect(isEnded({ refreshToken: 'r-never' }, 0)).toBe(false);
  });

  it('at most 100,000 logouts are kept: the oldest go first', () => {
    const now = Date.now();
    for (let i = 0; i <= 100_000; i += 1) rememberEnded({ refreshToken: `out-${i}` }, now);
    expect(isEnded({ refreshToken: 'out-0' }, now)).toBe(false);
    expect(isEnded({ refreshToken: 'out-1' }, now)).toBe(true);
    expect(isEnded({ refreshToken: 'out-100000' }, now)).toBe(true);
  });

  it('a refusal is over at ten minutes exactly, and the expired ones go when the next is noted', () => {
    // Noted in time order, as the clock gives them: this test's own, from an empty memory.
    const noted = processWide('session:suspects', () => new Map<string, unknown>());
    noted.clear();
    rememberRefused({ refreshToken: 'r-edge' }, 1_000);
    expect(isRefused({ refreshToken: 'r-edge' }, 1_000 + 10 * 60_000 - 1)).toBe(true);
    expect(isRefused({ refreshToken: 'r-edge' }, 1_000 + 10 * 60_000)).toBe(false);
    // The memory is bounded by time as well as by count: a flood of old refusals does not stay.
    rememberRefused({ refreshToken: 'r-later' }, 1_000 + 10 * 60_000);
    expect(isRefused({ refreshToken: 'r-later' }, 1_000 + 10 * 60_000)).toBe(true);
    expect([...noted.keys()]).toHaveLength(1);
  });
});
