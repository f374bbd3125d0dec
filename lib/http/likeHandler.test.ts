import { NextRequest } from 'next/server';
import { POST as likeLive } from '@/app/api/live/like/route';
import { POST as likePost } from '@/app/api/circles/postLike/route';
import { toggleLike } from '@/features/analytics/server/events';
import { DEVICE_COOKIE, signedDevice } from '@/lib/session/device';
import { PlatformError } from '@/lib/platform/errors';
import { HandlerError } from './handler';
import { platformLikeLimit } from './likeHandler';

jest.mock('@/features/analytics/server/events', () => ({
  ...jest.requireActual('@/features/analytics/server/events'),
  toggleLike: jest.fn(),
}));
const toggle = jest.mocked(toggleLike);

const DEVICE = '0f1e2d3c-4b5a-4968-8776-655443322110';

// The like handlers made by defineLikeHandler on the event call: each toggles its own object type.
describe.each([
  ['live/like', likeLive, 'a live', 1004, 3],
  ['circles/postLike', likePost, 'a circle post', 12, 8],
] as const)('POST /api/%s', (path, POST, what, id, objectType) => {
  const request = (body: unknown, cookie = `${DEVICE_COOKIE}=${signedDevice(DEVICE)}`) =>
    new NextRequest(`https://touch.test/wap/touch/api/${path}`, {
      method: 'POST',
      headers: { host: 'touch.test', 'content-type': 'application/json', origin: 'https://touch.test', cookie },
      body: JSON.stringify(body),
    });

  it(`toggles the like of ${what} as event object type ${objectType}, for this device`, async () => {
    toggle.mockReset();
    toggle.mockResolvedValue({ likes: 13, liked: true });
    const response = await POST(request({ articleId: id }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ likes: 13, liked: true });
    expect(toggle).toHaveBeenCalledWith(id, { device: DEVICE }, objectType, undefined);
  });

  it(`passes on the state the tap asks for (a platform answering the write alone cannot say it: docs/decisions/0090)`, async () => {
    toggle.mockReset();
    toggle.mockResolvedValue({ likes: null, liked: false });
    const response = await POST(request({ articleId: id, like: false }));
    expect(await response.json()).toEqual({ likes: null, liked: false });
    expect(toggle).toHaveBeenCalledWith(id, { device: DEVICE }, objectType, false);
  });

  it("answers the platform's own limit as our 429 with its wait, and any other refusal as it is", async () => {
    toggle
      .mockReset()
      .mockRejectedValueOnce(new PlatformError('status', 'event', 'too many attempts, try again in 3 minutes', -1));
    const limited = await POST(request({ articleId: id }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('180');
    toggle.mockRejectedValueOnce(new PlatformError('status', 'event', 'db exploded', -1));
    expect((await POST(request({ articleId: id }))).status).toBe(502);
  });

  it('refuses a like from another site before it reaches the platform', async () => {
    toggle.mockReset();
    const request = new NextRequest(`https://touch.test/wap/touch/api/${path}`, {
      method: 'POST',
      headers: {
        host: 'touch.test',
        'content-type': 'application/json',
        origin: 'https://elsewhere.test',
        cookie: `${DEVICE_COOKIE}=${signedDevice(DEVICE)}`,
      },
      body: JSON.stringify({ articleId: id }),
    });
    expect((await POST(request)).status).toBe(403);
    expect(toggle).not.toHaveBeenCalled();
  });

  it('refuses a body without an id', async () => {
    toggle.mockReset();
    const response = await POST(request({ articleId: 'x' }));
    expect(response.status).toBe(400);
    expect(toggle).not.toHaveBeenCalled();
  });
});

// The platform's own like limit answered as ours: 429 with the wait in seconds.
describe('platformLikeLimit', () => {
  const refusal = (message: string) => new PlatformError('status', 'event', message, -1);

  it.each([
    ['too many attempts, try again in 1 minute', 60],
    ['too many attempts, try again in 12 minutes', 720],
  ])("%s: 429 rateLimited, Retry-After %i s, the platform's words", (message, seconds) => {
    const answered = platformLikeLimit(refusal(message));
    expect(answered).toBeInstanceOf(HandlerError);
    expect(answered).toMatchObject({ code: 'rateLimited', status: 429, message, retryAfterSeconds: seconds });
  });

  it.each([
    'too many attempts, try again in a minute',
    'so: too many attempts, try again in 2 minutes',
    'too many attempts, try again in 2 minutes!',
    'db exploded',
  ])('passes any other refusal on as it is: %s', (message) => {
    const error = refusal(message);
    expect(platformLikeLimit(error)).toBe(error);
  });

  it("passes on what is not the platform's, even with those words", () => {
    const error = new Error('too many attempts, try again in 2 minutes');
    expect(platformLikeLimit(error)).toBe(error);
  });
});
