import { NextRequest } from 'next/server';
import { z } from 'zod';
import { sealData } from 'iron-session';
import { defineHandler, rawResponse } from './defineHandler';
import { handlerError } from './handlerError';
import { slidingWindow } from './rateLimit';
import { positiveId } from './params';
import { onInvalidate } from '@/lib/cache/tags';
import { PlatformError } from '@/lib/platform/errors';
import { DEVICE_COOKIE, signedDevice } from '@/lib/session/device';
import { DEVICE_ISSUED_HEADER } from '@/lib/http/requestHeaders';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/session/session';
import type { SessionMember } from '@/lib/session/member';

process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron-session';
// A platform timeout reads as 'busy' while this process's own loop lags (handlerError.ts): on a
// loaded machine the test's loop does lag. The lag verdict has tests of its own (handlerError.test.ts).
jest.mock('@/lib/platform/loopLag', () => ({ isOwnLoopLagging: () => false }));

const ORIGIN = 'http://touch.test';
const DEVICE = '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a';
const MEMBER: SessionMember = {
  userId: '42',
  nickname: 'reader',
  head: '',
  token: 'access',
  accessToken: 'access',
  refreshToken: 'refresh',
  accessExpiresAt: Date.now() + 3_600_000,
  device: DEVICE,
  via: 'phone',
};

interface Options {
  body?: string;
  contentType?: string | null;
  origin?: string | null;
  /** true: this server's signed cookie for DEVICE; a string: that cookie value as it is. */
  device?: boolean | string;
  seal?: string;
  method?: string;
  query?: string;
}

function request({
  body = '{"articleId":7}',
  contentType = 'application/json',
  origin = ORIGIN,
  device = true,
  seal,
  method = 'POST',
  query = '',
}: Options = {}) {
  const headers = new Headers({ host: 'touch.test' });
  if (contentType) headers.set('content-type', contentType);
  if (origin) headers.set('origin', origin);
  const cookies = [
    device ? `${DEVICE_COOKIE}=${typeof device === 'string' ? device : signedDevice(DEVICE)}` : '',
    seal ? `${SESSION_COOKIE}=${seal}` : '',
  ].filter(Boolean);
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  return new NextRequest(`${ORIGIN}/wap/touch/api/test${query}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : body,
  });
}

const like = (
  handle: () => Promise<{ likes: number; liked: boolean }> = async () => ({ likes: 3, liked: true }),
  extra = {},
) =>
  defineHandler({
    path: 'test',
    method: 'POST',
    input: z.object({ articleId: z.number().int().positive() }),
    answer: z.object({ likes: z.number(), liked: z.boolean() }),
    member: 'none',
    device: 'required',
    handle,
    ...extra,
  });

/** The one error answer: its status and code, and nothing in it but the documented fields. */
async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  // Retry-After only where the body says when, and the same figure.
  expect(response.headers.get('retry-after')).toBe(
    body.error.retryAfterSeconds === undefined ? null : String(body.error.retryAfterSeconds),
  );
  for (const key of Object.keys(body.error))
    expect(['code', 'message', 'platformStatus', 'retryAfterSeconds']).toContain(key);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/); // no stack frame, ever
  return body.error;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('defineHandler: success', () => {
  it('answers the checked answer as JSON, no-store, fields outside the schema dropped', async () => {
    const handler = like(async () => ({ likes: 3, liked: true, secret: 'x' }) as { likes: number; liked: boolean });
    const response = await handler(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ likes: 3, liked: true });
  });

  it('gives the handler the parsed input and the device', async () => {
    const handle = jest.fn(async () => ({ likes: 1, liked: false }));
    await like(handle)(request({ body: '{"articleId":12}' }));
    expect(handle).toHaveBeenCalledWith(
      expect.objectContaining({ input: { articleId: 12 }, device: DEVICE, member: null }),
    );
  });

  it('invalidates the tags the write names before it answers', async () => {
    const seen: string[][] = [];
    const stop = onInvalidate((tags) => void seen.push([...tags]));
    const response = await like(undefined, {
      invalidates: ({ articleId }: { articleId: number }) => [`article:${articleId}`],
    })(request());
    stop();
    expect(response.status).toBe(200);
    expect(seen).toEqual([['article:7']]);
  });

  it('does not invalidate when the write failed', async () => {
    const seen: string[][] = [];
    const stop = onInvalidate((tags) => void seen.push([...tags]));
    await like(async () => Promise.reject(new PlatformError('status', 'event', 'no', -1)), {
      invalidates: () => ['article:7'],
    })(request());
    stop();
    expect(seen).toEqual([]);
  });

  it('sends the cookies and headers the handler set, on success and on failure', async () => {
    const setting = (fail: boolean) =>
      defineHandler({
        path: 'test',
        method: 'POST',
        input: z.object({}),
        answer: z.object({}),
        member: 'none',
        async handle({ response }) {
          response.cookies.set('first', '1');
          response.cookies.set('second', '2');
          response.headers.set('x-handler', 'set');
          if (fail) throw handlerError('badRequest', 'no');
          return {};
        },
      });
    for (const fail of [false, true]) {
      const { headers } = await setting(fail)(request({ body: '{}' }));
      expect(headers.getSetCookie()).toEqual([expect.stringMatching(/^first=1/), expect.stringMatching(/^second=2/)]);
      expect(headers.get('x-handler')).toBe('set');
    }
  });

  it('gives the handler the signed-in member when it needs one', async () => {
    const seal = await sealData(
      { member: MEMBER },
      { password: process.env.SESSION_SECRET!, ttl: SESSION_TTL_SECONDS },
    );
    const handle = jest.fn(async () => ({}));
    const rateLimit = jest.fn(() => null);
    const handler = defineHandler({
      path: 'test',
      method: 'POST',
      input: z.object({}),
      answer: z.object({}),
      member: 'required',
      rateLimit,
      handle,
    });
    const signedIn = request({ body: '{}', seal });
    signedIn.headers.set('x-forwarded-for', '203.0.113.7');
    expect((await handler(signedIn)).status).toBe(200);
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ member: expect.objectContaining({ userId: '42' }) }));
    // The limits count this member, this device and this address.
    expect(rateLimit).toHaveBeenCalledWith({ memberId: '42', device: DEVICE, address: '203.0.113.7' });
  });

  it('a GET reads its query, is not asked for an origin, and may be cached privately', async () => {
    const handler = defineHandler({
      path: 'test',
      method: 'GET',
      input: z.object({ page: z.string().regex(/^\d+$/).transform(Number) }),
      answer: z.object({ page: z.number() }),
      member: 'none',
      cacheControl: 'private, max-age=30',
      handle: async ({ input }) => ({ page: input.page }),
    });
    const response = await handler(request({ method: 'GET', origin: null, query: '?page=4' }));
    expect(await response.json()).toEqual({ page: 4 });
    expect(response.headers.get('cache-control')).toBe('private, max-age=30');
  });

  it('passes a raw answer (an image, a redirect) through as it is', async () => {
    const handler = defineHandler({
      path: 'test',
      method: 'GET',
      input: z.object({}),
      answer: rawResponse,
      member: 'none',
      handle: async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    });
    const response = await handler(request({ method: 'GET' }));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('<svg/>');
  });

  it("a form post (before hydration) is sent on with 303 to the definition's page", async () => {
    // A form's fields are text: its ids are read by positiveId, which takes digits as well as numbers.
    const handler = like(undefined, {
      input: z.object({ articleId: positiveId() }),
      form: { redirect: ({ liked }: { liked: boolean }) => `/done.html?liked=${liked}` },
    });
    const response = await handler(request({ body: 'articleId=7', contentType: 'application/x-www-form-urlencoded' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/wap\/touch\/done\.html\?liked=true$/);
  });
});

describe('defineHandler: every failure is the one error answer', () => {
  it('403 for a write from another origin, before anything else is looked at', async () => {
    const handle = jest.fn();
    await expectError(
      await like(handle)(request({ origin: 'https://evil.example', device: false, body: 'garbage' })),
      403,
      'forbidden',
    );
    expect(handle).not.toHaveBeenCalled();
  });

  it('400 noDevice without the device cookie', async () => {
    await expectError(await like()(request({ device: false })), 400, 'noDevice');
  });

  it("a device rule of its own: 'optional' answers without one; 'established' needs one from an earlier call (400 deviceNew)", async () => {
    expect((await like(undefined, { device: 'optional' })(request({ device: false }))).status).toBe(200);
    const established = like(undefined, { device: 'established' });
    await expectError(await established(request({ device: false })), 400, 'noDevice');
    const issuedNow = request();
    issuedNow.headers.set(DEVICE_ISSUED_HEADER, '1');
    const error = await expectError(await established(issuedNow), 400, 'deviceNew');
    expect(error.message).toMatch(/send it again/);
    expect((await established(request())).status).toBe(200);
    // A 'required' device may be the one this call was given.
    const givenNow = request();
    givenNow.headers.set(DEVICE_ISSUED_HEADER, '1');
    expect((await like()(givenNow)).status).toBe(200);
  });

  it('400 noDevice for a device id this server did not issue (docs/decisions/0024: likes from invented ids do not count)', async () => {
    const handle = jest.fn(async () => ({ likes: 1, liked: true }));
    for (const invented of [
      DEVICE,
      `${DEVICE}.forged`,
      `${DEVICE}.${signedDevice(DEVICE).split('.')[1]}x`,
      signedDevice('11111111-2222-4333-8444-555555555555').replace(/^1/, '2'),
    ]) {
      await expectError(await like(handle)(request({ device: invented })), 400, 'noDevice');
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it('401 loginRequired without a member, or with a tampered session', async () => {
    const handler = defineHandler({
      path: 'test',
      method: 'POST',
      input: z.object({}),
      answer: z.object({}),
      member: 'required',
      handle: async () => ({}),
    });
    const error = await expectError(await handler(request({ body: '{}' })), 401, 'loginRequired');
    expect(error.message).toBe('sign in first');
    await expectError(await handler(request({ body: '{}', seal: 'Fe26.2**tampered' })), 401, 'loginRequired');
  });

  it('429 rateLimited with Retry-After once the hook says wait', async () => {
    const handler = like(undefined, { rateLimit: slidingWindow({ name: 'test-429', limit: 2, windowMs: 60_000 }) });
    expect((await handler(request())).status).toBe(200);
    expect((await handler(request())).status).toBe(200);
    const response = await handler(request());
    const error = await expectError(response, 429, 'rateLimited');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBe(Number(response.headers.get('retry-after')));
  });

  it('415 for a body that is neither JSON nor (where the handler takes them) a form', async () => {
    await expectError(await like()(request({ contentType: 'text/plain' })), 415, 'unsupportedMediaType');
    await expectError(
      await like()(request({ body: 'articleId=7', contentType: 'application/x-www-form-urlencoded' })),
      415,
      'unsupportedMediaType',
    );
  });

  it('400 badRequest for a malformed multipart form, never a 500 (found by tests/fuzz/api.test.ts)', async () => {
    const handler = like(undefined, {
      input: z.object({ articleId: positiveId() }),
      form: { redirect: () => '/done.html' },
    });
    await expectError(
      await handler(request({ body: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=y' })),
      400,
      'badRequest',
    );
    await expectError(
      await handler(request({ body: 'articleId=7', contentType: 'multipart/form-data' })),
      400,
      'badRequest',
    );
  });

  it('413 for a body above the limit', async () => {
    await expectError(
      await like(undefined, { maxBodyBytes: 16 })(
        request({ body: JSON.stringify({ articleId: 7, pad: 'x'.repeat(64) }) }),
      ),
      413,
      'tooLarge',
    );
  });

  it('400 badRequest for a body that is not JSON', async () => {
    const error = await expectError(await like()(request({ body: '{"articleId":' })), 400, 'badRequest');
    expect(error.message).toBe('body is not JSON');
  });

  it('400 badRequest naming the field and the rule the input broke', async () => {
    const error = await expectError(await like()(request({ body: '{"articleId":"seven"}' })), 400, 'badRequest');
    expect(error.message).toMatch(/^articleId: /);
  });

  it('404 (or any status) when the handler says so', async () => {
    await expectError(
      await like(async () => Promise.reject(handlerError('notFound', 'no such article')))(request()),
      404,
      'notFound',
    );
  });

  it("502 platformRefused with the platform's message and status", async () => {
    const error = await expectError(
      await like(async () => Promise.reject(new PlatformError('status', 'event', 'article offline', 10201)))(request()),
      502,
      'platformRefused',
    );
    expect(error).toEqual({ code: 'platformRefused', message: 'article offline', platformStatus: 10201 });
  });

  it('404 notFound when the platform says the object does not exist (docs/decisions/0024: a like on a missing article)', async () => {
    const error = await expectError(
      await like(async () => Promise.reject(new PlatformError('status', 'event', 'article not found', -1)))(request()),
      404,
      'notFound',
    );
    expect(error.message).toBe('article not found');
  });

  it("502, not 404, for an unknown refusal like 'db exploded' (docs/decisions/0024)", async () => {
    await expectError(
      await like(async () => Promise.reject(new PlatformError('status', 'event', 'db exploded', -1)))(request()),
      502,
      'platformRefused',
    );
  });

  it('503 platformUnavailable with Retry-After when the platform cannot be reached', async () => {
    for (const kind of ['network', 'timeout', 'invalid'] as const) {
      const response = await like(async () => Promise.reject(new PlatformError(kind, 'event', 'network error')))(
        request(),
      );
      await expectError(response, 503, 'platformUnavailable');
      expect(response.headers.get('retry-after')).toBe('10');
    }
  });

  it('500 internal for our own bug: logged, never described', async () => {
    const error = await expectError(
      await like(async () => Promise.reject(new Error('db password is hunter2')))(request()),
      500,
      'internal',
    );
    expect(error.message).toBe('error');
    expect(errors).toHaveBeenCalled();
  });

  it('500 internal when the answer does not match its schema, logged with the fields that broke it', async () => {
    await expectError(
      await like(async () => ({ likes: 'many' }) as unknown as { likes: number; liked: boolean })(request()),
      500,
      'internal',
    );
    expect(errors).toHaveBeenCalledWith('[api] test: the answer does not match its schema', [
      expect.objectContaining({ path: ['likes'] }),
      expect.objectContaining({ path: ['liked'] }),
    ]);
  });
});
