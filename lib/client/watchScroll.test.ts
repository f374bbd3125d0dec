/**
 * @jest-environment jsdom
 */
import { SCROLL_THROTTLE_MS, watchScroll } from './watchScroll';

describe('watchScroll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks at once, then at most once per 500 ms with a trailing check, and stops when asked', () => {
    const check = jest.fn();
    const stop = watchScroll(check);
    expect(check).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) window.dispatchEvent(new Event('scroll'));
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS * 2);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
