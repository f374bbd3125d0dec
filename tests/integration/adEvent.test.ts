/**
 * POST /api/ads/event: an ad's impression or click is counted as a read is (docs/decisions/0080):
 * for the reader's device (none, or one made by this very call, counts nothing), once per device,
 * ad, event and day. Against the real platform's ads service.
 */
import type { NextRequest } from 'next/server';
import { apiRequest, deviceCookie, freshDeviceId, TEST_ORIGIN } from '@/tests/support/session';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { DEVICE_ISSUED_HEADER } from '@/lib/http/requestHeaders';

jest.setTimeout(90_000);
process.env.SITE_ORIGIN = TEST_ORIGIN;

let platform: RunningPlatform;
let handler: { POST: (request: NextRequest) => Promise<Response> };
beforeAll(async () => {
  platform = await launchPlatform({ seedArticles: 200 });
  process.env.XY_API_BASE_URL = platform.url;
  await jest.isolateModulesAsync(async () => {
    handler = await import('@/features/ads/event.handler');
  });
});
afterAll(() => platform?.stop());

const report = (device: string | null, event: 'impression' | 'click' = 'impression', issuedNow = false) => {
  const request = apiRequest('ads/event', {
    body: { id: 1, event },
    cookies: device ? [deviceCookie(device)] : [],
    address: '198.51.100.40',
  });
  if (issuedNow) request.headers.set(DEVICE_ISSUED_HEADER, '1');
  return handler.POST(request);
};

test('without a device, or with one this very call was given, nothing is counted', async () => {
  const none = await report(null);
  expect([none.status, (await none.json()).error.code]).toEqual([400, 'noDevice']);
  const fresh = await report(freshDeviceId(), 'impression', true);
  expect([fresh.status, (await fresh.json()).error.code]).toEqual([400, 'deviceNew']);
});

test("a device counts an ad's impression once a day, and its click once", async () => {
  const device = freshDeviceId();
  expect(await (await report(device)).json()).toEqual({ reported: true });
  for (let i = 0; i < 3; i += 1) expect(await (await report(device)).json()).toEqual({ reported: false });
  expect(await (await report(device, 'click')).json()).toEqual({ reported: true });
  expect(await (await report(freshDeviceId())).json()).toEqual({ reported: true });
});
