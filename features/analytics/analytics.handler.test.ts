import { sendRecord } from '@/features/analytics/server/sendRecord';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { apiRequest, deviceCookie, freshDeviceId } from '@/tests/support/session';
import { POST } from './analytics.handler';

// docs/product.md §7, "Analytics": each record names the reader's platform, from their user agent.
jest.mock('@/features/analytics/server/sendRecord', () => ({ sendRecord: jest.fn() }));
jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: jest.fn() }));
const send = jest.mocked(sendRecord);
const statistics = { url: 'http://stat.test', tenantCode: 'tenant', appKey: 'key' };
jest.mocked(getSiteConfig).mockResolvedValue({ statistics } as Awaited<ReturnType<typeof getSiteConfig>>);

const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 xyApp/6.2.6';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

async function record(userAgent: string) {
  const device = freshDeviceId();
  const request = apiRequest('analytics', {
    body: { dataType: 1000005, articleId: 42 },
    cookies: [deviceCookie(device)],
    address: '198.51.100.9',
  });
  request.headers.set('user-agent', userAgent);
  const answer = await POST(request);
  return { answer, device };
}

beforeEach(() => send.mockReset().mockResolvedValue(true));

describe('POST /api/analytics', () => {
  it('sends the record with the platform of the reader: the app on an iPhone is iOS (2), a desktop PC (5)', async () => {
    const inApp = await record(IPHONE_APP);
    expect(inApp.answer.status).toBe(202);
    expect(send).toHaveBeenLastCalledWith(
      statistics,
      expect.objectContaining({ dataType: 1000005, articleId: 42, platform: 2, device: inApp.device }),
    );
    await record(DESKTOP);
    expect(send).toHaveBeenLastCalledWith(statistics, expect.objectContaining({ platform: 5 }));
  });
});
