/**
 * The real SSO's answers through our sign-in code (docs/decisions/0096): the recorded weixin
 * sign-ins of the 2020 platform (jiangbm/XFJ_FZ_API App_Sso/output.xml: oauthLogin refused,
 * "Illegal base64 character 22", the suite having sent a plain nickname) and a signed-in member as
 * the SSO's source writes one (intergrate-dev/sso-app-xzw UserController.login, User.asMap,
 * vo/Result.java: platform/test/fixtures/public/reconstructed/ssoLogin.json lists its keys). The
 * forms go out as the SSO reads them: the md5 text of the password, the nickname as base64, every
 * form field named in program-params and signed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forgetProcessWide } from '@/lib/processWide.mjs';
import { isPlatformError } from '@/lib/platform/errors';
import { md5 } from '@/lib/platform/auth/signing';
import { installFakePlatform, type PlatformCall } from '../../support/fakePlatform';
import { RECORDED } from './fixtures';

process.env.XY_API_BASE_URL = 'http://127.0.0.1:9';
process.env.XY_PLATFORM_GENERATION = 'g2';

const SSO_LOGIN = path.resolve(__dirname, '../../../platform/test/fixtures/public/reconstructed/ssoLogin.json');

/** A value with every key the source writes, each of the JSON type it puts (the reconstructed fixture). */
function reconstructedValue(): Record<string, unknown> {
  const { keys } = JSON.parse(readFileSync(SSO_LOGIN, 'utf8')) as { keys: { value: Record<string, string> } };
  const sample: Record<string, unknown> = { uid: '3970732', userid: '3970732', nickname: '用户108', token: '5d41402abc4b2a76b9719d911017c592', isOpen: 0 };
  return Object.fromEntries(Object.entries(keys.value).map(([key, type]) => [key, sample[key] ?? (type === 'number' ? 0 : '')]));
}

async function onSso(answers: Record<string, unknown>, run: () => Promise<unknown>) {
  forgetProcessWide();
  const platform = installFakePlatform((call) => answers[call.path]);
  try {
    let result: unknown;
    let error: unknown;
    try {
      result = await run();
    } catch (thrown) {
      error = thrown;
    }
    return { result, error, calls: platform.calls as PlatformCall[] };
  } finally {
    platform.uninstall();
  }
}

/** What SignFilter checks first: every signed field named, the header set complete. */
function expectSigned(call: PlatformCall) {
  const named = call.headers!.get('program-params')!.split(',');
  expect(named.sort()).toEqual([...call.params.keys()].sort());
  for (const header of ['devid', 'random', 'timestamp', 'token', 'version', 'program-sign']) expect(call.headers!.get(header)).not.toBeNull();
}

describe('the real SSO, as our sign-in speaks it (g2)', () => {
  it('password: the md5 text of the password to /sso-app/api/login; the source’s value is a login', async () => {
    const { loginByPassword } = await import('@/features/member/server/login');
    const value = reconstructedValue();
    const { result, calls } = await onSso({ '/sso-app/api/login': { code: 1, msg: 'success', value } }, () =>
      loginByPassword({ phone: '13800000001', password: 'demo1234', device: 'dev-1', consent: true }),
    );
    expect(result).toMatchObject({ userId: '3970732', nickname: '用户108', accessToken: value.token, refreshToken: value.token });
    const sent = calls.find((call) => call.path === '/sso-app/api/login')!;
    expect(Object.fromEntries(sent.params)).toEqual({ phone: '13800000001', password: md5('demo1234'), devid: 'dev-1' });
    expectSigned(sent);
    // No designed sign-in went out beside it; the consent the member ticked follows as the designed
    // member/consent, since the SSO's forms carry none (docs/decisions/0108). getConfig is the site's own.
    expect(calls.map((call) => call.path).filter((path) => path !== '/app_if/getConfig')).toEqual([
      '/sso-app/api/login',
      '/app_if/member/consent',
    ]);
  });

  it('password refused: the SSO’s words reach the form as a wrong password', async () => {
    const { loginByPassword } = await import('@/features/member/server/login');
    const { loginErrorReason } = await import('@/lib/auth/loginErrors');
    const refusal = { code: 0, msg: 'user account exception', error: '用户名或密码不正确', path: '/sso-app/api/login', status: 500 };
    const { error } = await onSso({ '/sso-app/api/login': refusal }, () =>
      loginByPassword({ phone: '13800000001', password: 'wrong', device: 'dev-1', consent: true }),
    );
    expect(isPlatformError(error) && error.message).toBe('用户名或密码不正确');
    expect(loginErrorReason(error)).toBe('passwordWrong');
  });

  it('SMS code: sendCode (type phone, value, useType 2) and loginByPhone (phone, code, devid, siteid)', async () => {
    const { loginByCode, sendSmsCode } = await import('@/features/member/server/login');
    const { result, calls } = await onSso(
      {
        '/sso-app/api/sendCode': { code: 1, msg: 'success', value: { code: 'success', msg: '验证码已发送' } },
        '/sso-app/api/loginByPhone': { code: 1, msg: 'success', value: reconstructedValue() },
      },
      async () => {
        await sendSmsCode({ phone: '13800000001', imageCode: 'ab12', device: 'dev-1' });
        return loginByCode({ phone: '13800000001', code: '123456', device: 'dev-1', consent: true });
      },
    );
    expect(result).toMatchObject({ userId: '3970732' });
    const [send, login] = calls;
    expect(Object.fromEntries(send!.params)).toEqual({ type: 'phone', value: '13800000001', useType: '2', devid: 'dev-1' });
    expect(Object.fromEntries(login!.params)).toEqual({ phone: '13800000001', code: '123456', devid: 'dev-1', siteid: '1' });
    expectSigned(login!);
  });

  it('a code the SSO would not send ({code: "fail"} inside a success) is a refusal in its words', async () => {
    const { sendSmsCode } = await import('@/features/member/server/login');
    const { error } = await onSso({ '/sso-app/api/sendCode': { code: 1, msg: 'success', value: { code: 'fail', msg: '手机号码格式不正确' } } }, () =>
      sendSmsCode({ phone: '13800000001', imageCode: 'ab12', device: 'dev-1' }),
    );
    expect(isPlatformError(error) && error.message).toBe('手机号码格式不正确');
  });

  it('sign-out: logout with uid, devid and the member’s token (the token header too)', async () => {
    const { endLogin } = await import('@/features/member/server/login');
    const { calls } = await onSso({ '/sso-app/api/logout': { code: 1, msg: 'success', value: {} } }, () =>
      endLogin({ userId: '7', accessToken: 'tok', refreshToken: 'tok', device: 'dev-1' }),
    );
    expect(calls.map((call) => call.path)).toEqual(['/sso-app/api/logout']);
    expect(Object.fromEntries(calls[0]!.params)).toEqual({ uid: '7', devid: 'dev-1', token: 'tok' });
    expect(calls[0]!.headers!.get('token')).toBe('tok');
  });

  const oauth = RECORDED.filter((fixture) => fixture.call === 'api/oauthLogin');
  it.each(oauth.map((fixture) => [`${fixture.file} (${fixture.source.repository} ${fixture.source.file}: ${fixture.source.test})`, fixture] as const))(
    'weixin: %s is a refusal in the SSO’s words; our form sends the nickname as base64',
    async (_, fixture) => {
      const { thirdLogin } = await import('@/features/member/server/thirdLogin');
      const profile = { openid: 'o-1', unionid: 'u-1', nickname: '读者"一', headimgurl: 'https://img.example/h.png' };
      const { error, calls } = await onSso({ '/sso-app/api/oauthLogin': fixture.answer }, () => thirdLogin(profile, 'dev-1', true));
      expect(isPlatformError(error) && error.message).toBe('Illegal base64 character 22');
      const sent = calls.find((call) => call.path === '/sso-app/api/oauthLogin')!;
      expect(Buffer.from(sent.params.get('nickname')!, 'base64').toString('utf8')).toBe('读者"一');
      expect([sent.params.get('provider'), sent.params.get('oid'), sent.params.get('devid')]).toEqual(['tencent_wechat', 'o-1', 'dev-1']);
      expectSigned(sent);
    },
  );
});
