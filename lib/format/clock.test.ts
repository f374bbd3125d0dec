import { clockOffset, forgetClockOffset, isClockKnown, setClockOffset, siteNow, subscribeClock } from './clock';

// The site's clock (lib/format/clock.ts, docs/decisions/0036): unknown until an offset is set, a
// non-finite offset counts as 0, offsets are whole milliseconds, and now is corrected by the offset.
describe("the site's clock", () => {
  afterEach(() => {
    forgetClockOffset();
    jest.useRealTimers();
  });

  it('starts unknown, at 0, on a page load', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./clock') as typeof import('./clock');
      expect([fresh.isClockKnown(), fresh.clockOffset()]).toEqual([false, 0]);
    });
  });

  it('is not known until an offset is set, and forgotten again', () => {
    forgetClockOffset();
    expect(isClockKnown()).toBe(false);
    expect(clockOffset()).toBe(0);
    setClockOffset(1500.6);
    expect(isClockKnown()).toBe(true);
    expect(clockOffset()).toBe(1501);
    forgetClockOffset();
    expect([isClockKnown(), clockOffset()]).toEqual([false, 0]);
  });

  it('takes anything not a finite number as 0, and is known then too', () => {
    for (const wrong of [NaN, Infinity, -Infinity]) {
      setClockOffset(5);
      setClockOffset(wrong);
      expect([isClockKnown(), clockOffset()]).toEqual([true, 0]);
    }
  });

  it("reads now as the device's clock plus the offset", () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    setClockOffset(-60_000);
    expect(siteNow().toISOString()).toBe('2025-12-31T23:59:00.000Z');
  });

  it('tells its subscribers when it becomes known', () => {
    const heard = jest.fn();
    const unsubscribe = subscribeClock(heard);
    setClockOffset(0);
    expect(heard).toHaveBeenCalled();
    unsubscribe();
  });
});
