import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { POST } from './authLogout.handler';
import { endLogin } from '@/features/member/server/login';
import { memberFromSeal, SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/session/session';
import type { SessionMember } from '@/lib/session/member';

jest.mock('@/features/member/server/login', () => ({ endLogin: jest.fn() }));
const ended = jest.mocked(endLogin);

process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron-session';
const ORIGIN = 'http://touch.test';

const member = (refreshToken: string): SessionMember => ({
  userId: '42',
  nickname: 'reader',
  head: '',
  token: 'access',
  accessToken: `access-${refreshToken}`,
  refreshToken,
  accessExpiresAt: Date.now() + 3_600_000,
  device: '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a',
  via: 'phone',
});
const seal = (m: SessionMember) =>
  sealData({ member: m }, { password: process.env.SESSION_SECRET!, ttl: SESSION_TTL_SECONDS });

function logout(sealed: string, body = '{}') {
  return POST(
    new NextRequest(`${ORIGIN}/wap/touch/api/member/authLogout`, {
      method: 'POST',
      headers: {
        host: 'touch.test',
        origin: ORIGIN,
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${sealed}`,
      },
      body,
    }),
  );
}

beforeEach(() => ended.mockReset());

describe('POST /api/member/authLogout ends the session, not only the cookie (docs/decisions/0024)', () => {
  it('the cookie taken before logout opens nothing afterwards, and the platform is told to end the login', async () => {
    const before = member('refresh-a');
    const sealed = await seal(before);
    expect(await memberFromSeal(sealed)).not.toBeNull();
    const response = await logout(sealed);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(ended).toHaveBeenCalledWith(before, false);
    expect(await memberFromSeal(sealed)).toBeNull();
  });

  it('sign out everywhere is passed on; another session of the same member on this server is not touched here', async () => {
    const other = await seal(member('refresh-other'));
    await logout(await seal(member('refresh-b')), '{"everywhere":true}');
    expect(ended).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: 'refresh-b' }), true);
    expect(await memberFromSeal(other)).not.toBeNull();
  });

  it('a platform that does not answer still signs the reader out here', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    ended.mockRejectedValue(new Error('network error'));
    const sealed = await seal(member('refresh-c'));
    expect((await logout(sealed)).status).toBe(200);
    expect(await memberFromSeal(sealed)).toBeNull();
  });
});

describe('the logout form (it works before hydration) is a write like any other: our own pages only', () => {
  function formPost(sealed: string, headers: Record<string, string>) {
    return POST(
      new NextRequest(`${ORIGIN}/wap/touch/api/member/authLogout`, {
        method: 'POST',
        headers: {
          host: 'touch.test',
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `${SESSION_COOKIE}=${sealed}`,
          ...headers,
        },
        body: 'everywhere=1',
      }),
    );
  }

  it('posted from our page, it signs out everywhere and sends the reader home', async () => {
    const sealed = await seal(member('refresh-form'));
    const response = await formPost(sealed, { origin: ORIGIN });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/home\.html$/);
    expect(ended).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: 'refresh-form' }), true);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['no Origin and a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and no fetch metadata', {}],
  ])('posted from %s, it is refused and the session lives on', async (_from, headers) => {
    const sealed = await seal(member('refresh-csrf'));
    const response = await formPost(sealed, headers);
    expect(response.status).toBe(403);
    expect(ended).not.toHaveBeenCalled();
    expect(await memberFromSeal(sealed)).not.toBeNull();
  });
});
