import { countEvent } from '@/features/analytics/server/events';
import { apiRequest, deviceCookie, freshDeviceId } from '@/tests/support/session';
import { POST } from './count.handler';

// docs/product.md §7, "Counts": a view is counted for its device; crawlers and prefetches never reach the platform.
jest.mock('@/features/analytics/server/events', () => ({
  ...jest.requireActual('@/features/analytics/server/events'),
  countEvent: jest.fn(),
}));
const count = jest.mocked(countEvent);
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

function view(body: unknown, headers: Record<string, string> = {}, device = freshDeviceId()) {
  const request = apiRequest('analytics/count', { body, cookies: [deviceCookie(device)], address: '198.51.100.7' });
  request.headers.set('user-agent', PHONE_UA);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return POST(request);
}

beforeEach(() => count.mockReset().mockResolvedValue({ count: 5, counted: true }));

describe('POST /api/analytics/count', () => {
  it('counts a view of an article as a click, and an arrival from a shared link as a share-page click, for the device', async () => {
    const device = freshDeviceId();
    const answer = await view({ id: 42, kind: 'article', event: 'click' }, {}, device);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ counted: true });
    expect(count).toHaveBeenLastCalledWith({ id: 42, objectType: 0 }, 0, { device, userId: undefined });
    await view({ id: 7, kind: 'live', event: 'sharePageClick' }, {}, device);
    expect(count).toHaveBeenLastCalledWith({ id: 7, objectType: 3 }, 3, { device, userId: undefined });
  });

  it('answers what the platform says: a second view today moved nothing', async () => {
    count.mockResolvedValue({ count: 5, counted: false });
    expect(await (await view({ id: 42, kind: 'article', event: 'click' })).json()).toEqual({ counted: false });
  });

  it.each([
    ['a search engine', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['Baidu', { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' }],
    ['a prefetch', { 'sec-purpose': 'prefetch' }],
    ['a prerender', { 'sec-purpose': 'prefetch;prerender' }],
    ['an old prefetch', { purpose: 'prefetch' }],
  ])('counts nothing for %s', async (_name, headers) => {
    const answer = await view({ id: 42, kind: 'article', event: 'click' }, headers);
    expect(await answer.json()).toEqual({ counted: false });
    expect(count).not.toHaveBeenCalled();
  });

  it('refuses what it does not count', async () => {
    expect((await view({ id: 42, kind: 'activity', event: 'click' })).status).toBe(400);
    expect((await view({ id: 42, kind: 'article', event: 'share' })).status).toBe(400);
    expect(count).not.toHaveBeenCalled();
  });
});
