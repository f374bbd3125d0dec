import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { POST as likeArticle } from '@/app/api/articles/like/route';
import { POST as likeShortVideo } from '@/app/api/shortVideo/like/route';
import { POST as likeLive } from '@/app/api/live/like/route';
import { POST as likePost } from '@/app/api/circles/postLike/route';
import { POST as likeComment } from '@/app/api/comments/like/route';
import { POST as analytics } from '@/app/api/analytics/route';
import { POST as xyBulletin } from '@/app/api/accounts/xyBulletin/route';
import { toggleLike } from '@/features/analytics/server/events';
import { toggleShortVideoLike } from '@/features/shortVideo/server/shortVideo';
import { sendRecord } from '@/features/analytics/server/sendRecord';
import { recordBulletinOpened } from '@/features/accounts/server/accounts';
import { DEVICE_COOKIE } from '@/lib/session/device';
import { PlatformError } from '@/lib/platform/errors';
import { DEVICE_ISSUED_HEADER } from '@/lib/http/requestHeaders';
import { BEACONS_PER_ADDRESS, LIKES_PER_ADDRESS } from '@/lib/http/handler/anonymousLimits';

// Floods of anonymous writes through the real handlers, with devices issued as proxy.ts issues
// them (docs/decisions/0043): what reaches the platform is the mocked call of each handler.
jest.mock('@/features/analytics/server/events', () => ({
  ...jest.requireActual('@/features/analytics/server/events'),
  toggleLike: jest.fn(),
}));
jest.mock('@/features/shortVideo/server/shortVideo', () => ({
  ...jest.requireActual('@/features/shortVideo/server/shortVideo'),
  toggleShortVideoLike: jest.fn(),
}));
jest.mock('@/features/analytics/server/sendRecord', () => ({ sendRecord: jest.fn() }));
jest.mock('@/features/accounts/server/accounts', () => ({
  ...jest.requireActual('@/features/accounts/server/accounts'),
  recordBulletinOpened: jest.fn(),
}));
jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({
  ...jest.requireActual('@/lib/platform/siteConfig/siteConfig'),
  getSiteConfig: jest.fn(async () => ({ statistics: { url: 'http://stat.test', tenantCode: 't', appKey: 'k' } })),
}));

const toggle = jest.mocked(toggleLike);
const toggleVideo = jest.mocked(toggleShortVideoLike);
const record = jest.mocked(sendRecord);
const bulletin = jest.mocked(recordBulletinOpened);

const ORIGIN = 'https://touch.test';
type Handler = (request: NextRequest) => Promise<Response>;

/**
 * One call as it reaches a handler behind the front server: from `address` (the X-Forwarded-For
 * the front settles), through proxy.ts, which gives a call without a device cookie one. Answers the
 * handler's response and the device cookie the browser keeps.
 */
async function call(
  handler: Handler,
  path: string,
  body: unknown,
  { address, cookie, headers = {} }: { address: string; cookie?: string; headers?: Record<string, string> },
) {
  const sent = new NextRequest(`${ORIGIN}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      host: 'touch.test',
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const passed = await proxy(sent);
  // What NextResponse.next({request: {headers}}) hands the route: the overridden request headers.
  const overridden = passed.headers.get('x-middleware-override-headers');
  const requestHeaders = new Headers(sent.headers);
  if (overridden !== null) {
    const names = overridden.split(',').filter(Boolean);
    for (const [name] of [...requestHeaders]) if (!names.includes(name)) requestHeaders.delete(name);
    for (const name of names) requestHeaders.set(name, passed.headers.get(`x-middleware-request-${name}`) ?? '');
  }
  const response = await handler(
    new NextRequest(sent.url, {
      method: sent.method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const issued = passed.cookies.get(DEVICE_COOKIE)?.value;
  return { response, cookie: issued ?? cookie };
}

/** A device this browser was given by an earlier call (the page's clock or view record). */
async function deviceFromEarlierCall(address: string): Promise<string> {
  const { cookie } = await call(async () => new Response('{}'), 'analytics/serverTime', undefined, { address });
  if (!cookie) throw new Error('proxy.ts gave no device');
  return cookie;
}

beforeEach(() => {
  for (const mock of [toggle, toggleVideo, record, bulletin]) mock.mockReset();
  toggle.mockResolvedValue({ likes: 1, liked: true });
  toggleVideo.mockResolvedValue({ likes: 1, liked: true });
  record.mockResolvedValue(true);
  bulletin.mockResolvedValue(undefined);
});

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(await response.json()).toEqual({
    error: { code: 'rateLimited', message: expect.any(String), retryAfterSeconds: wait },
  });
}

describe('likes without a cookie', () => {
  it('100 from one address: none is counted (each was given its device by that very like), and past the limit the rest are 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const { response, cookie } = await call(
        likeArticle,
        'articles/like',
        { articleId: 42 },
        { address: '203.0.113.10' },
      );
      expect(cookie).toBeDefined(); // the answer still gives the browser its device
      statuses.push(response.status);
      if (response.status === 400) expect((await response.json()).error.code).toBe('deviceNew');
      if (response.status === 429) await expectRateLimited(response);
    }
    expect(toggle).not.toHaveBeenCalled();
    expect(statuses.filter((status) => status === 400)).toHaveLength(LIKES_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - LIKES_PER_ADDRESS);
  });

  it('100 from one address, each with a new device taken from an earlier call: at most the limit reach the platform, the rest 429', async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 100; i++) {
      const cookie = await deviceFromEarlierCall('203.0.113.11');
      answers.push(
        (await call(likeArticle, 'articles/like', { articleId: 42 }, { address: '203.0.113.11', cookie })).response,
      );
    }
    expect(toggle).toHaveBeenCalledTimes(LIKES_PER_ADDRESS);
    expect(answers.slice(0, LIKES_PER_ADDRESS).every((response) => response.status === 200)).toBe(true);
    for (const response of answers.slice(LIKES_PER_ADDRESS)) await expectRateLimited(response);
    // Another address is not held up by this one.
    const other = await deviceFromEarlierCall('203.0.113.12');
    expect(
      (await call(likeArticle, 'articles/like', { articleId: 42 }, { address: '203.0.113.12', cookie: other })).response
        .status,
    ).toBe(200);
  });

  it('an IPv6 reader is one reader across their /64', async () => {
    for (let i = 0; i < LIKES_PER_ADDRESS; i++) {
      const address = `2001:db8:7:1::${(i + 1).toString(16)}`;
      const cookie = await deviceFromEarlierCall(address);
      expect((await call(likeArticle, 'articles/like', { articleId: 42 }, { address, cookie })).response.status).toBe(
        200,
      );
    }
    const cookie = await deviceFromEarlierCall('2001:db8:7:1:ffff::1');
    await expectRateLimited(
      (await call(likeArticle, 'articles/like', { articleId: 42 }, { address: '2001:db8:7:1:ffff::1', cookie }))
        .response,
    );
  });
});

describe('a like counts for a device of an earlier call', () => {
  it.each([
    ['articles/like', likeArticle, { articleId: 42 }],
    ['shortVideo/like', likeShortVideo, { articleId: 7 }],
    ['live/like', likeLive, { articleId: 1004 }],
    ['circles/postLike', likePost, { articleId: 12 }],
    ['comments/like', likeComment, { commentId: 5, sourceType: 0, objectId: 42 }],
  ] as const)(
    '%s: a device given by the like itself cannot like; the same device on its next call can',
    async (path, handler, body) => {
      const address = `198.51.100.${path.length}`;
      const first = await call(handler, path, body, { address });
      expect(first.response.status).toBe(400);
      expect(await first.response.json()).toEqual({ error: { code: 'deviceNew', message: expect.any(String) } });
      expect(toggle).not.toHaveBeenCalled();
      expect(toggleVideo).not.toHaveBeenCalled();
      const again = await call(handler, path, body, { address, cookie: first.cookie });
      expect(again.response.status).toBe(200);
      expect(toggle.mock.calls.length + toggleVideo.mock.calls.length).toBe(1);
    },
  );

  it("a device from the page's earlier call likes at once", async () => {
    const cookie = await deviceFromEarlierCall('198.51.100.40');
    const { response } = await call(
      likeArticle,
      'articles/like',
      { articleId: 42 },
      { address: '198.51.100.40', cookie },
    );
    expect(response.status).toBe(200);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it("the reader cannot send proxy.ts's mark, in either direction", async () => {
    const cookie = await deviceFromEarlierCall('198.51.100.41');
    // A device of an earlier call marked as new by the reader: the mark is dropped, the like counts.
    const marked = await call(
      likeArticle,
      'like',
      { articleId: 42 },
      { address: '198.51.100.41', cookie, headers: { [DEVICE_ISSUED_HEADER]: '1' } },
    );
    expect(marked.response.status).toBe(200);
    // No cookie, and a mark that says 'not new': proxy.ts's own mark wins.
    const denied = await call(
      likeArticle,
      'like',
      { articleId: 42 },
      { address: '198.51.100.41', headers: { [DEVICE_ISSUED_HEADER]: '0' } },
    );
    expect(denied.response.status).toBe(400);
    expect(toggle).toHaveBeenCalledTimes(1);
  });
});

describe("the platform's own limit", () => {
  it.each([
    ['articles/like', likeArticle, { articleId: 42 }],
    ['comments/like', likeComment, { commentId: 5, sourceType: 0, objectId: 42 }],
  ] as const)(
    '%s: its refusal of one like too many is a 429 with Retry-After in minutes',
    async (path, handler, body) => {
      const address = `198.51.100.${60 + path.length}`;
      toggle.mockRejectedValueOnce(
        new PlatformError('status', 'event', 'too many attempts, try again in 2 minutes', -1),
      );
      const cookie = await deviceFromEarlierCall(address);
      const { response } = await call(handler, path, body, { address, cookie });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('120');
      expect((await response.json()).error.code).toBe('rateLimited');
    },
  );
});

describe('one address for every kind of like', () => {
  it('likes of articles, short videos, lives, posts and comments share the allowance of an address', async () => {
    const address = '192.0.2.50';
    const kinds = [
      ['articles/like', likeArticle, { articleId: 42 }],
      ['shortVideo/like', likeShortVideo, { articleId: 7 }],
      ['live/like', likeLive, { articleId: 1004 }],
      ['circles/postLike', likePost, { articleId: 12 }],
      ['comments/like', likeComment, { commentId: 5, sourceType: 0, objectId: 42 }],
    ] as const;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const [path, handler, body] = kinds[i % kinds.length]!;
      const cookie = await deviceFromEarlierCall(address);
      statuses.push((await call(handler, path, body, { address, cookie })).response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIKES_PER_ADDRESS);
    expect(toggle.mock.calls.length + toggleVideo.mock.calls.length).toBe(LIKES_PER_ADDRESS);
  });
});

describe('beacons', () => {
  it(`analytics: ${BEACONS_PER_ADDRESS + 60} records without a cookie from one address, at most ${BEACONS_PER_ADDRESS} forwarded, the rest 429`, async () => {
    const answers: Response[] = [];
    for (let i = 0; i < BEACONS_PER_ADDRESS + 60; i++) {
      answers.push(
        (await call(analytics, 'analytics', { dataType: 1000005, articleId: 42 }, { address: '203.0.113.20' }))
          .response,
      );
    }
    // A page's first call may be its view record: a device given by that call is accepted.
    expect(answers.slice(0, BEACONS_PER_ADDRESS).every((response) => response.status === 202)).toBe(true);
    for (const response of answers.slice(BEACONS_PER_ADDRESS)) await expectRateLimited(response);
    expect(record).toHaveBeenCalledTimes(BEACONS_PER_ADDRESS);
  });

  it('notice openings count with the analytics records of the same address', async () => {
    const address = '203.0.113.21';
    for (let i = 0; i < BEACONS_PER_ADDRESS; i++)
      await call(analytics, 'analytics', { dataType: 1000005, articleId: 42 }, { address });
    await expectRateLimited((await call(xyBulletin, 'accounts/xyBulletin', { xyId: 3 }, { address })).response);
    expect(bulletin).not.toHaveBeenCalled();
  });
});
