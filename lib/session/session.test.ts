import { NextRequest, NextResponse } from 'next/server';
import { cookies } from 'next/headers';
import { sealData } from 'iron-session';
import { sealMember, testMember, TEST_SESSION_SECRET } from '@/tests/support/session';
import { rememberEnded } from './revoked';
import {
  clearSession,
  currentMember,
  isSecureRequest,
  memberFromSeal,
  saveSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
} from './session';

// The sealed session cookie (docs/security.md, "Sessions"; docs/decisions/0003, 0024): sealed with
// this server's secret, HttpOnly, SameSite=Lax, Secure on https (also behind a TLS proxy), and
// nothing but a sealed, living member opens it.
const request = (url = 'http://touch.test/wap/touch/api/member/authLogin', headers: Record<string, string> = {}) =>
  new NextRequest(url, { headers });
function sessionLine(response: Response): { value: string; attributes: string[] } {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (line === undefined) throw new Error('no session cookie');
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

jest.mock('next/headers', () => ({ cookies: jest.fn() }));
const withCookies = (values: Record<string, string>) =>
  jest.mocked(cookies).mockResolvedValue({
    get: (name: string) => (name in values ? { name, value: values[name] } : undefined),
  } as unknown as Awaited<ReturnType<typeof cookies>>);

beforeEach(() => {
  delete process.env.COOKIE_SECURE;
});

describe('isSecureRequest', () => {
  it('https, a TLS proxy’s X-Forwarded-Proto or COOKIE_SECURE=1; nothing else', () => {
    expect(isSecureRequest(request('https://touch.test/'))).toBe(true);
    expect(isSecureRequest(request(undefined, { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecureRequest(request(undefined, { 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isSecureRequest(request())).toBe(false);
    process.env.COOKIE_SECURE = '0';
    expect(isSecureRequest(request())).toBe(false);
    process.env.COOKIE_SECURE = '1';
    expect(isSecureRequest(request())).toBe(true);
  });
});

describe('saveSession', () => {
  it('seals the member into an HttpOnly, SameSite=Lax, whole-site cookie living a minute less than the seal', async () => {
    const member = testMember();
    const response = new NextResponse(null);
    await saveSession(request(), response, { member });
    const { value, attributes } = sessionLine(response);
    expect(value).not.toContain(member.accessToken);
    expect(await memberFromSeal(value)).toEqual(member);
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${SESSION_TTL_SECONDS - 60}`]),
    );
    expect(attributes).not.toContain('secure');
  });

  it('Secure on https, and the handler’s other cookies are kept', async () => {
    const response = new NextResponse(null);
    response.cookies.set('other', '1');
    await saveSession(request('https://touch.test/'), response, { member: testMember() });
    expect(sessionLine(response).attributes).toContain('secure');
    expect(response.cookies.get('other')?.value).toBe('1');
  });

  it('the seal lives as long as the refresh token (30 days), not iron-session’s default', async () => {
    expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 3600);
    const response = new NextResponse(null);
    await saveSession(request(), response, { member: testMember() });
    const { value } = sessionLine(response);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now + 29 * 24 * 3600 * 1000);
      expect(await memberFromSeal(value)).not.toBeNull();
      clock.mockReturnValue(now + 31 * 24 * 3600 * 1000);
      expect(await memberFromSeal(value)).toBeNull();
    } finally {
      clock.mockRestore();
    }
  });
});

describe('clearSession', () => {
  it('an empty cookie that expires at once, with the same flags', async () => {
    const response = new NextResponse(null);
    clearSession(request('https://touch.test/'), response);
    const { value, attributes } = sessionLine(response);
    expect(value).toBe('');
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/', 'max-age=0']));
  });
});

describe('memberFromSeal: only a sealed, living member opens a session', () => {
  it('the member of a seal of ours', async () => {
    const member = testMember();
    expect(await memberFromSeal(await sealMember(member))).toEqual(member);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['a value that is no seal', 'tampered'],
  ])('%s: none', async (_, seal) => {
    expect(await memberFromSeal(seal)).toBeNull();
  });

  it('a seal of another secret, a seal without a member, a member without its tokens: none', async () => {
    const member = testMember();
    expect(
      await memberFromSeal(
        await sealData({ member }, { password: `${TEST_SESSION_SECRET}-another`, ttl: SESSION_TTL_SECONDS }),
      ),
    ).toBeNull();
    expect(
      await memberFromSeal(await sealMember({ ...member, refreshToken: undefined as unknown as string })),
    ).toBeNull();
    expect(
      await memberFromSeal(await sealData({}, { password: TEST_SESSION_SECRET, ttl: SESSION_TTL_SECONDS })),
    ).toBeNull();
  });

  it('a seal past its ttl: none', async () => {
    const seal = await sealMember(testMember());
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + (SESSION_TTL_SECONDS + 120) * 1000);
    try {
      expect(await memberFromSeal(seal)).toBeNull();
    } finally {
      later.mockRestore();
    }
  });

  it('a session logged out here: none, though its seal is good', async () => {
    const member = testMember();
    const seal = await sealMember(member);
    rememberEnded(member);
    expect(await memberFromSeal(seal)).toBeNull();
  });
});

describe('currentMember: the member of a server component’s request', () => {
  it('the member sealed in its session cookie, or none without one', async () => {
    const member = testMember();
    withCookies({ [SESSION_COOKIE]: await sealMember(member) });
    expect(await currentMember()).toEqual(member);
    withCookies({});
    expect(await currentMember()).toBeNull();
  });
});
