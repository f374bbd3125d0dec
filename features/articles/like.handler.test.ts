import { toggleLike } from '@/features/analytics/server/events';
import { apiRequest, deviceCookie, freshDeviceId } from '@/tests/support/session';
import { expectOurLimit, floodUntilLimited } from '@/tests/support/limits';
import { POST } from './like.handler';

// docs/security.md, "Limits": likes, 30 a minute per device and kind, 60 per address for all kinds together
// (lib/http/handler/anonymousLimits.ts),
// held by the real handler. The platform stands in as a like that always counts, so the 429 is ours.
jest.mock('@/features/analytics/server/events', () => ({
  ...jest.requireActual('@/features/analytics/server/events'),
  toggleLike: jest.fn(),
}));
const toggle = jest.mocked(toggleLike);

const like = (device: string, address: string) =>
  POST(apiRequest('articles/like', { body: { articleId: 42 }, cookies: [deviceCookie(device)], address }));

beforeEach(() => toggle.mockReset().mockResolvedValue({ likes: 1, liked: true }));

describe('POST /api/articles/like: our own limit answers before the platform is asked', () => {
  it('30 a minute per device, then 429 with Retry-After; another device is still served', async () => {
    const device = freshDeviceId();
    const { passed, limited } = await floodUntilLimited(() => like(device, '198.51.100.1'), 40);
    expect(passed).toBe(30);
    await expectOurLimit(limited);
    expect(toggle).toHaveBeenCalledTimes(30);
    expect((await like(freshDeviceId(), '198.51.100.1')).status).toBe(200);
  });

  it('60 a minute per address for a flood that throws its device cookie away each time', async () => {
    const { passed, limited } = await floodUntilLimited(() => like(freshDeviceId(), '198.51.100.2'), 80);
    expect(passed).toBe(60);
    await expectOurLimit(limited);
    expect(toggle).toHaveBeenCalledTimes(60);
  });
});
