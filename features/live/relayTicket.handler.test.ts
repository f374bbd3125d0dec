import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { anonymousToken } from '@/lib/platform/auth/processAuth';
import { apiRequest } from '@/tests/support/session';

// docs/product.md §3 and §7: the live push socket opens with the websocket token the site config
// names; a site that names none, with the process's anonymous token.
const SECRET = 'relay-secret-0123456789abcdef0123456789';
process.env.TOUCH_RELAY_SECRET = SECRET;
jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: jest.fn() }));
jest.mock('@/lib/platform/auth/processAuth', () => ({ anonymousToken: { get: jest.fn() } }));
const config = jest.mocked(getSiteConfig);
const anonymous = jest.mocked(anonymousToken.get);

async function ticket(secret = SECRET) {
  const { GET } = await import('./relayTicket.handler');
  const request = apiRequest('live/relayTicket', { method: 'GET' });
  request.headers.set('x-touch-relay', secret);
  return GET(request);
}

beforeEach(() =>
  anonymous
    .mockReset()
    .mockResolvedValue({ value: 'anonymous-token' } as Awaited<ReturnType<typeof anonymousToken.get>>),
);

describe('GET /api/live/relayTicket', () => {
  it("answers the config's websocket token, and asks for no anonymous token", async () => {
    config.mockResolvedValue({ socketUrl: 'wss://push.test', socketToken: 'config-ws-token' } as Awaited<
      ReturnType<typeof getSiteConfig>
    >);
    const answer = await ticket();
    expect(await answer.json()).toEqual({ socketUrl: 'wss://push.test', token: 'config-ws-token' });
    expect(anonymous).not.toHaveBeenCalled();
  });

  it('answers the anonymous token when the config names no websocket token', async () => {
    config.mockResolvedValue({ socketUrl: 'wss://push.test', socketToken: '' } as Awaited<
      ReturnType<typeof getSiteConfig>
    >);
    expect(await (await ticket()).json()).toEqual({ socketUrl: 'wss://push.test', token: 'anonymous-token' });
  });

  it('is a 404 to anyone but the relay', async () => {
    expect((await ticket('x'.repeat(SECRET.length))).status).toBe(404);
  });
});
