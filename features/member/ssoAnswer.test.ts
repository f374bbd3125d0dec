import { isPlatformError } from '@/lib/platform/errors';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';
import { mapSsoLogin, readSsoAnswer, readSsoCodeSent } from './ssoAnswer';

// The real SSO's answers (vo/Result.java, AppErrorController of intergrate-dev/sso-app-xzw; the
// reference platform's platform/lib/dialect/sso.mjs answers the same) read as success or the refusal in its words.

function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isPlatformError(error)) return { message: error.message, status: error.status, kind: error.kind };
    throw error;
  }
  throw new Error('not refused');
}

describe('readSsoAnswer', () => {
  it('takes code 1 as success and answers the value', () => {
    expect(readSsoAnswer('login', { code: 1, msg: 'success', value: { uid: '7', token: 't' } })).toEqual({
      uid: '7',
      token: 't',
    });
    // Result() answers an empty value (logout).
    expect(readSsoAnswer('logout', { code: 1, msg: 'success', value: {} })).toEqual({});
  });

  it('takes code 0 as a refusal in the exception’s words (error), not its type (msg)', () => {
    const answer = {
      code: 0,
      msg: 'user account exception',
      error: '用户名或密码不正确',
      path: '/sso-app/api/login',
      status: 500,
    };
    expect(refusalOf(() => readSsoAnswer('login', answer))).toEqual({
      message: '用户名或密码不正确',
      status: 0,
      kind: 'status',
    });
  });

  it('takes code 2 as a refusal in msg, the words a call answers itself', () => {
    expect(refusalOf(() => readSsoAnswer('modify', { code: 2, msg: '昵称已存在' }))).toMatchObject({
      message: '昵称已存在',
      status: 2,
    });
  });

  it('is never success for an answer that is not the SSO’s (the app_if envelope, status 0)', () => {
    expect(refusalOf(() => readSsoAnswer('login', { status: 0, message: 'success', data: {} }))).toMatchObject({
      status: -1,
    });
    expect(refusalOf(() => readSsoAnswer('login', 'true'))).toMatchObject({ kind: 'invalid' });
  });
});

describe('readSsoCodeSent', () => {
  it('is done on "success" and refused with the SSO’s words on "fail"', () => {
    expect(() => readSsoCodeSent('sendCode', { code: 'success', msg: '验证码已发送' })).not.toThrow();
    expect(refusalOf(() => readSsoCodeSent('sendCode', { code: 'fail', msg: '手机号码格式不正确' }))).toMatchObject({
      message: '手机号码格式不正确',
    });
  });
});

describe('mapSsoLogin', () => {
  const now = 1_700_000_000_000;

  it('reads the real value: uid and token, the token standing for the refresh token, the stored-token lifetime', () => {
    const value = {
      uid: '3970732',
      username: '',
      nickname: '用户108',
      isOpen: 0,
      userid: '3970732',
      score: '325',
      head: '',
      token: 'abc',
    };
    expect(mapSsoLogin(value, now)).toEqual({
      userId: '3970732',
      nickname: '用户108',
      head: '',
      accessToken: 'abc',
      refreshToken: 'abc',
      accessExpiresAt: now + TOKEN_LIFETIME_MS,
    });
  });

  it('keeps the reference platform’s own pair and lifetime where it sends them', () => {
    const value = { uid: '5', token: 'access', refreshToken: 'refresh', expiresIn: 600 };
    expect(mapSsoLogin(value, now)).toMatchObject({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessExpiresAt: now + 600_000,
    });
  });

  it('takes AMUC’s userid where uid is missing, and is no login without a member or a token', () => {
    expect(mapSsoLogin({ userid: 9, token: 't' }, now)?.userId).toBe('9');
    expect(mapSsoLogin({ uid: '9' }, now)).toBeNull();
    expect(mapSsoLogin({ token: 't' }, now)).toBeNull();
  });
});
