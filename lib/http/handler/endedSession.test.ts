import { NextRequest } from 'next/server';
import { z } from 'zod';
import { sealData } from 'iron-session';
import { defineHandler } from './defineHandler';
import { refreshAccessToken } from '@/lib/auth/tokenRefresh';
import { PlatformError } from '@/lib/platform/errors';
import { DEVICE_COOKIE, signedDevice } from '@/lib/session/device';
import { memberFromSeal, SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/session/session';
import type { SessionMember } from '@/lib/session/member';

// A session the platform ended elsewhere ("log out on all devices" on another phone, a disabled
// member): its tokens are refused. Handlers sign the reader out (401, cookie cleared), not 502.
jest.mock('@/lib/auth/tokenRefresh', () => ({ refreshAccessToken: jest.fn() }));
const rotate = jest.mocked(refreshAccessToken);

process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron-session';
const ORIGIN = 'http://touch.test';
const DEVICE = '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a';
let counter = 0;
const member = (): SessionMember => {
  counter += 1;
  return {
    userId: '42',
    nickname: 'reader',
    head: '',
    token: `access-${counter}`,
    accessToken: `access-${counter}`,
    refreshToken: `refresh-${counter}`,
    accessExpiresAt: Date.now() + 3_600_000,
    device: DEVICE,
    via: 'phone',
  };
};
const seal = (m: SessionMember) =>
  sealData({ member: m }, { password: process.env.SESSION_SECRET!, ttl: SESSION_TTL_SECONDS });

function post(sealed: string) {
  return new NextRequest(`${ORIGIN}/wap/touch/api/test`, {
    method: 'POST',
    headers: {
      host: 'touch.test',
      origin: ORIGIN,
      'content-type': 'application/json',
      cookie: `${DEVICE_COOKIE}=${signedDevice(DEVICE)}; ${SESSION_COOKIE}=${sealed}`,
    },
    body: '{}',
  });
}

const tokenExpired = () => new PlatformError('status', 'myFav', 'token expired', 10111);
const pleaseLogIn = () => new PlatformError('status', 'member/getUserInfo', 'please log in', -1);
const refreshRefused = () => new PlatformError('status', 'refreshAccessToken', 'refresh token invalid', 1004);

function handler(rule: 'required' | 'optional', handle: (m: SessionMember | null) => Promise<{ signedIn: boolean }>) {
  return defineHandler({
    path: 'test',
    method: 'POST',
    input: z.object({}),
    answer: z.object({ signedIn: z.boolean() }),
    member: rule,
    handle: ({ member: m }) => handle(m),
  });
}

const clearsSession = (response: Response) =>
  response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /max-age=0/i.test(c));

beforeEach(() => rotate.mockReset());

describe('a session the platform ended elsewhere', () => {
  it.each([
    ['10111', tokenExpired],
    ['please log in', pleaseLogIn],
  ])(
    '(%s) answers 401 loginRequired with the cookie cleared, and the cookie is no session afterwards',
    async (_name, refusal) => {
      rotate.mockRejectedValue(refreshRefused());
      const sealed = await seal(member());
      const response = await handler('required', async () => {
        throw refusal();
      })(post(sealed));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'loginRequired' } });
      expect(clearsSession(response)).toBe(true);
      expect(await memberFromSeal(sealed)).toBeNull();
    },
  );

  it('a forced logout (10102) ends it without asking the refresh token', async () => {
    const sealed = await seal(member());
    const response = await handler('required', async () => {
      throw new PlatformError('status', 'myFav', 'logged in elsewhere', 10102);
    })(post(sealed));
    expect(response.status).toBe(401);
    expect(rotate).not.toHaveBeenCalled();
    expect(clearsSession(response)).toBe(true);
  });

  it('where a member is optional, the handler answers a signed-out reader', async () => {
    rotate.mockRejectedValue(refreshRefused());
    const seen: (SessionMember | null)[] = [];
    const response = await handler('optional', async (m) => {
      seen.push(m);
      if (m) throw tokenExpired();
      return { signedIn: false };
    })(post(await seal(member())));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: false });
    expect(seen[1]).toBeNull();
    expect(clearsSession(response)).toBe(true);
  });

  it('an access token that only ran out early is renewed by the refresh token: the call is made again and the new pair kept', async () => {
    rotate.mockResolvedValue({
      accessToken: 'fresh',
      refreshToken: 'fresh-refresh',
      accessExpiresAt: Date.now() + 7_200_000,
    });
    const tokens: string[] = [];
    const response = await handler('required', async (m) => {
      tokens.push(m!.accessToken);
      if (m!.accessToken !== 'fresh') throw tokenExpired();
      return { signedIn: true };
    })(post(await seal(member())));
    expect(response.status).toBe(200);
    expect(tokens).toEqual([expect.stringMatching(/^access-/), 'fresh']);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect((await memberFromSeal(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1)))?.refreshToken).toBe(
      'fresh-refresh',
    );
  });

  it('a streamed body (an upload) is not sent twice: the fresh pair is kept and the refusal answered, for the reader to send again', async () => {
    rotate.mockResolvedValue({
      accessToken: 'fresh',
      refreshToken: 'fresh-refresh',
      accessExpiresAt: Date.now() + 7_200_000,
    });
    const handle = jest.fn(async () => {
      throw tokenExpired();
    });
    const streaming = defineHandler({
      path: 'test',
      method: 'POST',
      input: z.object({}),
      answer: z.object({ signedIn: z.boolean() }),
      member: 'required',
      streamsBody: true,
      handle,
    });
    const response = await streaming(post(await seal(member())));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(502);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect((await memberFromSeal(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1)))?.refreshToken).toBe(
      'fresh-refresh',
    );
  });

  it('the platform being down when asked keeps the session (the refusal is answered as before, no cookie change)', async () => {
    rotate.mockRejectedValue(new PlatformError('network', 'refreshAccessToken', 'network error'));
    const response = await handler('required', async () => {
      throw tokenExpired();
    })(post(await seal(member())));
    expect(response.status).toBe(502);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
  });
});

describe('a session due for its refresh, before the handler runs (as proxy.ts does for pages)', () => {
  const due = (): SessionMember => ({ ...member(), accessExpiresAt: Date.now() + 1_000 });

  it('is renewed first: the handler is called once, with the fresh pair, and the answer carries it', async () => {
    rotate.mockResolvedValue({
      accessToken: 'fresh',
      refreshToken: 'fresh-refresh',
      accessExpiresAt: Date.now() + 7_200_000,
    });
    const tokens: string[] = [];
    const response = await handler('required', async (m) => {
      tokens.push(m!.accessToken);
      return { signedIn: true };
    })(post(await seal(due())));
    expect(response.status).toBe(200);
    expect(tokens).toEqual(['fresh']);
    expect(rotate).toHaveBeenCalledTimes(1);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect((await memberFromSeal(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1)))?.refreshToken).toBe(
      'fresh-refresh',
    );
  });

  it('refused by the platform, it ends before the handler runs: 401 with the cookie cleared', async () => {
    rotate.mockRejectedValue(refreshRefused());
    const handle = jest.fn(async () => ({ signedIn: true }));
    const response = await handler('required', handle)(post(await seal(due())));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'loginRequired' } });
    expect(clearsSession(response)).toBe(true);
    expect(handle).not.toHaveBeenCalled();
  });

  it('a handler that takes no member leaves it alone: not read, not renewed (the next page renews it)', async () => {
    const seen: unknown[] = [];
    const anonymous = defineHandler({
      path: 'test',
      method: 'POST',
      input: z.object({}),
      answer: z.object({ signedIn: z.boolean() }),
      member: 'none',
      handle: async ({ member: m }) => (seen.push(m), { signedIn: false }),
    });
    const response = await anonymous(post(await seal(due())));
    expect(response.status).toBe(200);
    expect(seen).toEqual([null]);
    expect(rotate).not.toHaveBeenCalled();
    expect(response.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
  });

  it('a session not yet due is not asked its refresh token, and its cookie is left as it is', async () => {
    const response = await handler('required', async () => ({ signedIn: true }))(post(await seal(member())));
    expect(response.status).toBe(200);
    expect(rotate).not.toHaveBeenCalled();
    expect(response.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
  });
});
