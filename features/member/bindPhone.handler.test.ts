import { bindPhone } from '@/features/member/server/account';
import { PlatformError } from '@/lib/platform/errors';
import { apiRequest, deviceCookie, sealMember, sessionCookie, testMember, TEST_ORIGIN } from '@/tests/support/session';
import { POST } from './bindPhone.handler';

// A weixin-only member binds a phone (docs/decisions/0064): signed-in only, the platform's refusals
// of a number in use or an account that has one answered as codes the form words; the platform
// stands in.
jest.mock('@/features/member/server/account', () => ({ bindPhone: jest.fn() }));
const bind = jest.mocked(bindPhone);
process.env.SITE_ORIGIN = TEST_ORIGIN;

const post = async (signedIn: boolean) => {
  const cookies = [deviceCookie(), ...(signedIn ? [sessionCookie(await sealMember(testMember()))] : [])];
  return POST(apiRequest('member/bindPhone', { body: { phone: '13712345678', code: '123456' }, cookies }));
};

beforeEach(() => bind.mockReset().mockResolvedValue(undefined));

describe('POST /api/member/bindPhone', () => {
  it('binds for a signed-in member, and asks a signed-out reader to sign in first', async () => {
    expect((await post(true)).status).toBe(200);
    expect(bind).toHaveBeenCalledWith(expect.objectContaining({ userId: testMember().userId }), {
      phone: '13712345678',
      code: '123456',
    });
    expect((await post(false)).status).toBe(401);
  });

  it('answers a number in use and an account that has one as their own codes (409)', async () => {
    for (const [message, code] of [
      ['phone number in use', 'phoneInUse'],
      ['phone already bound', 'phoneBound'],
    ]) {
      bind.mockRejectedValueOnce(new PlatformError('status', 'member/bindPhone', message!, -1));
      const response = await post(true);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: { code } });
    }
    bind.mockRejectedValueOnce(new PlatformError('status', 'member/bindPhone', 'verification code incorrect', -1));
    expect(await (await post(true)).json()).toMatchObject({ error: { code: 'codeWrong' } });
  });
});
