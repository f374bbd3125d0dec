import { NextRequest } from 'next/server';
import { POST } from './route';
import { toggleLike } from '@/lib/platform/events/events';
import { DEVICE_COOKIE, signedDevice } from '@/lib/session/device';

jest.mock('@/lib/platform/events/events', () => ({ ...jest.requireActual('@/lib/platform/events/events'), toggleLike: jest.fn() }));
const toggle = jest.mocked(toggleLike);

const DEVICE = '0f1e2d3c-4b5a-4968-8776-655443322110';
const request = (body: unknown, cookie = `${DEVICE_COOKIE}=${signedDevice(DEVICE)}`) =>
  new NextRequest('https://touch.test/wap/touch/api/circlePost/like', {
    method: 'POST',
    headers: { host: 'touch.test', 'content-type': 'application/json', origin: 'https://touch.test', cookie },
    body: JSON.stringify(body),
  });

describe('POST /api/circlePost/like', () => {
  it('toggles the like of the post as event object type 8 (a circle post), for this device', async () => {
    toggle.mockResolvedValue({ likes: 13, liked: true });
    const response = await POST(request({ articleId: 12 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ likes: 13, liked: true });
    expect(toggle).toHaveBeenCalledWith(12, { device: DEVICE }, 8);
  });

  it('refuses a body without a post id', async () => {
    toggle.mockReset();
    const response = await POST(request({ articleId: 'x' }));
    expect(response.status).toBe(400);
    expect(toggle).not.toHaveBeenCalled();
  });
});
