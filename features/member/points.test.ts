/** @jest-environment jsdom */
import { callHandler } from '@/lib/client/http';
import { setExpiring } from '@/lib/format/storage';
import { requestPoints } from './points';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const call = jest.mocked(callHandler);

beforeEach(() => {
  window.localStorage.clear();
  call.mockReset().mockResolvedValue({ signedIn: true, score: 2 });
});

describe('requestPoints (docs/product.md §7, event1)', () => {
  it('asks once a day per article and action; the mark is removed when older than its day, with the other days gone', async () => {
    const yesterday = Date.now() - 24 * 60 * 60 * 1000;
    setExpiring(window.localStorage, 'touch:points:read:5', true, 60_000, yesterday);
    setExpiring(window.localStorage, 'touch:points:share:6', true, 60_000, yesterday);
    expect(await requestPoints('read', 5)).toBe(2);
    expect(await requestPoints('read', 5)).toBe(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('touch:points:share:6')).toBeNull();
    expect(window.localStorage.getItem('touch:points:read:5')).not.toBeNull();
  });

  it('a signed-out reader is asked again next time', async () => {
    call.mockResolvedValue({ signedIn: false, score: 0 });
    await requestPoints('share', 9);
    await requestPoints('share', 9);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
