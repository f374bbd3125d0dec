/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { RelativeTime } from '@/components/list/RelativeTime.island';
import { clockOffset, forgetClockOffset, isClockKnown } from '@/lib/format/clock';
import { callHandler } from './http';
import { applyStoredClock, offsetFrom, syncClock } from './clockSync';

jest.mock('./http', () => ({ callHandler: jest.fn() }));
const answerServerTime = callHandler as jest.MockedFunction<typeof callHandler>;

// The site's clock, and a reader's phone that runs 2 hours fast.
const SITE_NOW = Date.parse('2026-11-23T10:00:00Z');
const SKEW_MS = 2 * 3600_000;
/** What the lists' RelativeTime component shows for a time, in Chinese. */
function shown(iso: string): string {
  const { container, unmount } = render(
    <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
      <RelativeTime iso={iso} />
    </NextIntlClientProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}
const threeMinutesAgo = new Date(SITE_NOW - 3 * 60_000).toISOString();

beforeEach(() => {
  jest.useFakeTimers({ now: SITE_NOW + SKEW_MS });
  window.sessionStorage.clear();
  forgetClockOffset();
  answerServerTime.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('relative times on a wrong clock', () => {
  it('until the offset is learned, the time itself is shown, not 2 hours ago by the skewed clock', () => {
    expect(isClockKnown()).toBe(false);
    expect(shown(threeMinutesAgo)).toBe('2026-11-23 17:57');
  });

  it('after the offset is learned once, it reads 3分钟前, and the session does not ask again', async () => {
    answerServerTime.mockResolvedValue({ now: SITE_NOW });
    await syncClock();
    expect(clockOffset()).toBe(-SKEW_MS);
    expect(shown(threeMinutesAgo)).toBe('3分钟前');

    // The next page of the session: known at once from storage, without asking.
    forgetClockOffset();
    expect(applyStoredClock()).toBe(true);
    expect(clockOffset()).toBe(-SKEW_MS);
    await syncClock();
    expect(answerServerTime).toHaveBeenCalledTimes(1);
    expect(clockOffset()).toBe(-SKEW_MS);
  });

  it('a failed ask takes the reader clock as it is, and is tried again next time', async () => {
    answerServerTime.mockRejectedValueOnce(new Error('network error'));
    await syncClock();
    expect(isClockKnown()).toBe(true);
    expect(clockOffset()).toBe(0);
    expect(shown(threeMinutesAgo)).toBe('2小时前');
    forgetClockOffset();
    expect(applyStoredClock()).toBe(false);
    answerServerTime.mockResolvedValueOnce({ now: SITE_NOW });
    await syncClock();
    expect(clockOffset()).toBe(-SKEW_MS);
  });
});

describe('offsetFrom', () => {
  it('takes the server time as halfway through the round trip, and ignores noise under 2 s', () => {
    expect(offsetFrom(10_000, 0, 400)).toBe(10_000 + 200 - 400);
    expect(offsetFrom(1_000, 0, 400)).toBe(0);
    expect(offsetFrom(0, 7_200_000, 7_200_100)).toBe(-7_200_050);
  });
});
