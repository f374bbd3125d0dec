import { NextRequest } from 'next/server';
import { getWxUserinfoByCode } from '@/features/share/server/weixin';
import { thirdLogin } from '@/features/member/server/thirdLogin';
import { newNonce, signState, STATE_TTL_MS } from '@/lib/auth/weixinState';
import { WX_NONCE_COOKIE } from '@/features/member/server/weixinAuthorization';
import { sessionSecret } from '@/lib/session/secret';
import { SESSION_COOKIE } from '@/lib/session/session';
import { deviceCookie, TEST_ORIGIN } from '@/tests/support/session';
import { GET } from './weixinCallback.handler';

// The callback of weixin's authorize redirect (docs/decisions/0005): its `state` is the CSRF guard
// of the OAuth round trip, and only the reader whose browser holds the state's nonce cookie may
// finish it. These go through the real handler; the platform's two calls are stand-ins.
jest.mock('@/features/share/server/weixin', () => ({ getWxUserinfoByCode: jest.fn() }));
jest.mock('@/features/member/server/thirdLogin', () => ({ thirdLogin: jest.fn() }));
const exchange = jest.mocked(getWxUserinfoByCode);
const login = jest.mocked(thirdLogin);

process.env.SITE_ORIGIN = TEST_ORIGIN;

const stateFor = (nonce: string, returnPath = '/home.html', consent = false) =>
  signState({ nonce, returnPath, expiresAt: Date.now() + STATE_TTL_MS, consent }, sessionSecret());

function callback(state: string, nonceCookie: string | null, code = 'weixin-code') {
  const cookies = [deviceCookie(), nonceCookie === null ? '' : `${WX_NONCE_COOKIE}=${nonceCookie}`]
    .filter(Boolean)
    .join('; ');
  const query = new URLSearchParams({ code, state });
  return GET(
    new NextRequest(`${TEST_ORIGIN}/wap/touch/api/member/weixinCallback?${query}`, {
      headers: { host: 'touch.test', cookie: cookies },
    }),
  );
}

const signsIn = (response: Response) =>
  response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`));

beforeEach(() => {
  exchange.mockReset().mockResolvedValue({ openid: 'o1', unionid: 'u1', nickname: 'wx reader', headimgurl: '' });
  login.mockReset().mockResolvedValue({
    userId: '7',
    nickname: 'wx reader',
    head: '',
    accessToken: 'a',
    refreshToken: 'r',
    accessExpiresAt: Date.now() + 3_600_000,
  });
});

describe('GET /api/member/weixinCallback: the state belongs to the browser that asked for it', () => {
  it('signs in the reader whose nonce cookie is the state’s nonce, and sends them back to their page', async () => {
    const nonce = newNonce();
    const response = await callback(stateFor(nonce, '/newsDetail/3/42.html'), nonce);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${TEST_ORIGIN}/wap/touch/newsDetail/3/42.html`);
    expect(signsIn(response)).toBe(true);
    expect(exchange).toHaveBeenCalledWith('weixin-code');
  });

  it('refuses a valid, unspent state brought by a browser whose nonce cookie is another (400, no code exchanged, no session)', async () => {
    // An attacker's own authorization, its state replayed to a victim with a nonce cookie of their own.
    const response = await callback(stateFor(newNonce()), newNonce());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'badRequest' } });
    expect(exchange).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    expect(signsIn(response)).toBe(false);
  });

  it('refuses a state without a nonce cookie, and a state already spent', async () => {
    expect((await callback(stateFor(newNonce()), null)).status).toBe(400);
    const nonce = newNonce();
    const state = stateFor(nonce);
    expect((await callback(state, nonce)).status).toBe(302);
    expect((await callback(state, nonce)).status).toBe(400);
    expect(exchange).toHaveBeenCalledTimes(1);
  });
});

describe('GET /api/member/weixinCallback: consent given on the consent step (docs/decisions/0064)', () => {
  it('asks the platform to record it only when the signed state says the box was ticked', async () => {
    const ticked = newNonce();
    expect((await callback(stateFor(ticked, '/home.html', true), ticked)).status).toBe(302);
    expect(login).toHaveBeenLastCalledWith(expect.anything(), expect.any(String), true);
    const silent = newNonce();
    expect((await callback(stateFor(silent), silent)).status).toBe(302);
    expect(login).toHaveBeenLastCalledWith(expect.anything(), expect.any(String), false);
  });
});
