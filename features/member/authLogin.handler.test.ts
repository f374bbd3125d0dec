import { loginByCode, loginByPassword } from '@/features/member/server/login';
import { apiRequest, deviceCookie, freshDeviceId, TEST_ORIGIN } from '@/tests/support/session';
import { expectOurLimit, floodUntilLimited } from '@/tests/support/limits';
import { POST } from './authLogin.handler';

// docs/security.md, "Limits": the front end's own limit on login attempts, 10 a minute per device
// and 30 per address (docs/decisions/0024), held by the real handler. The platform stands in as a
// login that always succeeds, so the 429 can only be ours, and the platform is not asked again.
jest.mock('@/features/member/server/login', () => ({ loginByPassword: jest.fn(), loginByCode: jest.fn() }));
const byPassword = jest.mocked(loginByPassword);
const byCode = jest.mocked(loginByCode);

process.env.SITE_ORIGIN = TEST_ORIGIN;

const login = (device: string, address: string) =>
  POST(
    apiRequest('member/authLogin', {
      body: { mode: 'password', phone: '13800000001', password: 'secret', consent: true, redirect: '/home.html' },
      cookies: [deviceCookie(device)],
      address,
    }),
  );

beforeEach(() => {
  const login = {
    userId: '42',
    nickname: 'reader',
    head: '',
    accessToken: 'a',
    refreshToken: 'r',
    accessExpiresAt: Date.now() + 3_600_000,
  };
  byPassword.mockReset().mockResolvedValue(login);
  byCode.mockReset().mockResolvedValue(login);
});

describe('POST /api/member/authLogin: our own limit answers before the platform is asked', () => {
  it('10 attempts a minute per device, then 429 with Retry-After; another device is still served', async () => {
    const device = freshDeviceId();
    const { passed, limited } = await floodUntilLimited(() => login(device, '198.51.100.1'), 20);
    expect(passed).toBe(10);
    await expectOurLimit(limited);
    expect(byPassword).toHaveBeenCalledTimes(10);
    expect((await login(freshDeviceId(), '198.51.100.1')).status).toBe(200);
  });

  it('30 a minute per address for a flood that throws its device cookie away each time', async () => {
    const { passed, limited } = await floodUntilLimited(() => login(freshDeviceId(), '198.51.100.2'), 60);
    expect(passed).toBe(30);
    await expectOurLimit(limited);
    expect(byPassword).toHaveBeenCalledTimes(30);
    expect((await login(freshDeviceId(), '198.51.100.3')).status).toBe(200);
  });
});

describe('POST /api/member/authLogin: consent to the user agreement and the privacy policy (docs/decisions/0050)', () => {
  const attempt = (body: Record<string, unknown>) =>
    POST(
      apiRequest('member/authLogin', {
        body: { mode: 'code', phone: '13800000001', code: '123456', ...body },
        cookies: [deviceCookie(freshDeviceId())],
        address: '198.51.100.9',
      }),
    );

  it.each([[{}], [{ consent: false }]])(
    'refuses %j without asking the platform: 422 consentRequired, no session',
    async (body) => {
      const answer = await attempt(body);
      expect(answer.status).toBe(422);
      expect((await answer.json()).error.code).toBe('consentRequired');
      expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/touch_session=[^;]/);
      expect(byCode).not.toHaveBeenCalled();
    },
  );

  it('signs in with consent: true, and tells the platform the reader consented', async () => {
    const answer = await attempt({ consent: true });
    expect(answer.status).toBe(200);
    expect(byCode).toHaveBeenCalledWith(expect.objectContaining({ consent: true }));
    expect(answer.headers.get('set-cookie')).toMatch(/touch_session=/);
  });
});
