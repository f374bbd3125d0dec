import path from 'node:path';
import type { NextRequest } from 'next/server';
import type { AnyHandlerDefinition } from '@/lib/http/handler/defineHandler';
import { API_DIR, routeFiles } from '@/tests/support/apiRoutes';
import { installFakePlatform } from '@/tests/support/fakePlatform';
import { expectOurLimit } from '@/tests/support/limits';
import {
  apiRequest,
  deviceCookie,
  freshDeviceId,
  sealMember,
  sessionCookie,
  testMember,
  TEST_ORIGIN,
} from '@/tests/support/session';
import { sampleOf } from '@/tests/support/zodSample';
import { POST as authLogin } from '@/app/api/member/authLogin/route';
import { GET as authVerifyCode } from '@/app/api/member/authVerifyCode/route';
import { GET as authApp } from '@/app/api/member/authApp/route';
import { POST as authWeixinStart } from '@/app/api/member/weixinStart/route';
import { POST as authWeixinDecline } from '@/app/api/member/weixinDecline/route';
import { POST as authSms } from '@/app/api/member/authSms/route';
import { POST as accountSms } from '@/app/api/member/accountSms/route';
import { POST as accountPassword } from '@/app/api/member/password/route';
import { POST as accountCancel } from '@/app/api/member/accountCancel/route';
import { POST as accountBindPhone } from '@/app/api/member/bindPhone/route';
import { POST as accountConsent } from '@/app/api/member/consent/route';
import { POST as memberInfo } from '@/app/api/member/info/route';
import { POST as memberMessages } from '@/app/api/mySpace/messages/route';
import { POST as invite } from '@/app/api/member/invite/route';
import { POST as invitation } from '@/app/api/member/invitation/route';
import { POST as like } from '@/app/api/articles/like/route';
import { POST as shortVideoLike } from '@/app/api/shortVideo/like/route';
import { POST as liveLike } from '@/app/api/live/like/route';
import { POST as circlePostLike } from '@/app/api/circles/postLike/route';
import { POST as commentsLike } from '@/app/api/comments/like/route';
import { POST as comments } from '@/app/api/comments/route';
import { POST as commentsDelete } from '@/app/api/comments/delete/route';
import { POST as vote } from '@/app/api/activities/vote/route';
import { POST as report } from '@/app/api/reports/route';
import { POST as upload } from '@/app/api/uploads/route';
import { POST as circlePost } from '@/app/api/circles/post/route';
import { POST as questions } from '@/app/api/qa/questions/route';
import { POST as tipoff } from '@/app/api/tipoffs/route';
import { POST as submission } from '@/app/api/tipoffs/submission/route';
import { POST as leaderMessage } from '@/app/api/leaders/leaderMessage/route';
import { POST as analytics } from '@/app/api/analytics/route';
import { POST as xyBulletin } from '@/app/api/accounts/xyBulletin/route';
import { POST as share } from '@/app/api/share/route';
import { POST as count } from '@/app/api/analytics/count/route';
import { POST as deviceRecord } from '@/app/api/analytics/deviceRecord/route';
import { POST as points } from '@/app/api/member/points/route';
import { POST as follow } from '@/app/api/accounts/follow/route';
import { POST as reporterFollow } from '@/app/api/accounts/reporterFollow/route';
import { POST as fav } from '@/app/api/member/fav/route';
import { POST as adsEvent } from '@/app/api/ads/event/route';
import { GET as adsSplash } from '@/app/api/ads/splash/route';
import { POST as liveRemind } from '@/app/api/live/remind/route';
import { POST as activityRegist } from '@/app/api/activities/regist/route';
import { GET as activityFieldCheck } from '@/app/api/activities/fieldCheck/route';
import { POST as activityVerify } from '@/app/api/activities/verify/route';
import { GET as sharePoster } from '@/app/api/share/poster/route';

// docs/security.md, "Limits": every limit of our own API, hit through the route's real exported
// handler, until it answers our 429 (`rateLimited`, Retry-After within the window) after exactly
// the number of attempts the limit allows. The input is one the handler's own schema accepts and
// the platform stands in as one that answers every call (tests/support/fakePlatform.ts), so what
// comes before the 429 is the handler's own work, and the 429 can only be ours: the platform is not
// asked for the limited call. A route that loses its limit (or changes its numbers) fails its row;
// a route that gains one without a row fails the last test.

process.env.XY_API_BASE_URL = 'http://platform.test';
process.env.SITE_ORIGIN = TEST_ORIGIN;
const platform = installFakePlatform();
afterAll(() => platform.uninstall());

type Handler = ((request: NextRequest) => Promise<Response>) & { definition: AnyHandlerDefinition };

/** Who a limit counts: the device cookie, the signed-in member, or only the address. */
type Per = 'device' | 'member' | 'address';

interface Limit {
  /** The route's exported handler (imported above, so that jest relates this test to each route). */
  handler: Handler;
  per: Per;
  limit: number;
  /** The second limit, per address, for a flood that changes its device (or account) each time. */
  perAddress?: number;
  minutes: number;
}

/** Every limited route, as docs/security.md lists it, grouped by the family of what it limits. */
const LIMITS: Record<string, readonly Limit[]> = {
  login: [
    { handler: authLogin, per: 'device', limit: 10, perAddress: 30, minutes: 1 },
    { handler: authVerifyCode, per: 'device', limit: 30, perAddress: 120, minutes: 1 },
    { handler: authApp, per: 'device', limit: 10, perAddress: 30, minutes: 1 },
    { handler: authWeixinStart, per: 'device', limit: 10, perAddress: 60, minutes: 1 },
    { handler: authWeixinDecline, per: 'address', limit: 60, minutes: 1 },
  ],
  SMS: [
    { handler: authSms, per: 'device', limit: 5, perAddress: 20, minutes: 1 },
    { handler: accountSms, per: 'member', limit: 3, perAddress: 20, minutes: 1 },
  ],
  account: [
    { handler: accountPassword, per: 'member', limit: 5, perAddress: 30, minutes: 1 },
    { handler: accountCancel, per: 'member', limit: 5, perAddress: 30, minutes: 1 },
    { handler: accountBindPhone, per: 'member', limit: 5, perAddress: 30, minutes: 1 },
    { handler: accountConsent, per: 'member', limit: 10, minutes: 1 },
    { handler: memberInfo, per: 'member', limit: 10, minutes: 10 },
    { handler: memberMessages, per: 'member', limit: 30, minutes: 1 },
    { handler: invite, per: 'member', limit: 10, minutes: 1 },
    { handler: invitation, per: 'device', limit: 5, minutes: 1 },
  ],
  likes: [
    { handler: like, per: 'device', limit: 30, perAddress: 60, minutes: 1 },
    { handler: shortVideoLike, per: 'device', limit: 30, perAddress: 60, minutes: 1 },
    { handler: liveLike, per: 'device', limit: 30, perAddress: 60, minutes: 1 },
    { handler: circlePostLike, per: 'device', limit: 30, perAddress: 60, minutes: 1 },
    { handler: commentsLike, per: 'device', limit: 30, perAddress: 60, minutes: 1 },
  ],
  comments: [
    { handler: comments, per: 'member', limit: 6, minutes: 1 },
    { handler: commentsDelete, per: 'member', limit: 20, minutes: 1 },
  ],
  votes: [{ handler: vote, per: 'member', limit: 30, minutes: 1 }],
  reports: [{ handler: report, per: 'member', limit: 10, perAddress: 30, minutes: 10 }],
  uploads: [{ handler: upload, per: 'member', limit: 40, minutes: 10 }],
  contributions: [
    { handler: circlePost, per: 'member', limit: 10, minutes: 10 },
    { handler: questions, per: 'member', limit: 10, minutes: 10 },
    { handler: tipoff, per: 'member', limit: 10, minutes: 10 },
    { handler: submission, per: 'member', limit: 10, minutes: 10 },
    { handler: leaderMessage, per: 'member', limit: 5, minutes: 10 },
  ],
  beacons: [
    { handler: analytics, per: 'device', limit: 120, perAddress: 240, minutes: 1 },
    { handler: xyBulletin, per: 'device', limit: 20, perAddress: 240, minutes: 1 },
    { handler: share, per: 'device', limit: 30, perAddress: 240, minutes: 1 },
    { handler: count, per: 'device', limit: 60, perAddress: 240, minutes: 1 },
    { handler: deviceRecord, per: 'device', limit: 5, perAddress: 600, minutes: 60 },
    { handler: points, per: 'member', limit: 30, perAddress: 300, minutes: 1 },
  ],
  follows: [
    { handler: follow, per: 'member', limit: 30, minutes: 1 },
    { handler: reporterFollow, per: 'member', limit: 30, minutes: 1 },
    { handler: fav, per: 'member', limit: 60, minutes: 1 },
  ],
  ads: [
    { handler: adsEvent, per: 'device', limit: 60, perAddress: 600, minutes: 1 },
    { handler: adsSplash, per: 'address', limit: 120, minutes: 1 },
  ],
  'live reminders': [{ handler: liveRemind, per: 'member', limit: 30, minutes: 1 }],
  activities: [
    { handler: activityRegist, per: 'member', limit: 10, minutes: 1 },
    { handler: activityFieldCheck, per: 'member', limit: 30, minutes: 1 },
    { handler: activityVerify, per: 'address', limit: 10, minutes: 1 },
    { handler: sharePoster, per: 'device', limit: 20, perAddress: 60, minutes: 1 },
  ],
};

const ROWS = Object.entries(LIMITS).flatMap(([family, limits]) =>
  limits.map((limit) => ({
    family,
    ...limit,
    route: limit.handler.definition.path,
    method: limit.handler.definition.method,
  })),
);

let members = 0;
/** A member of their own: each is counted apart from every other test's. */
async function memberCookie(): Promise<string> {
  members += 1;
  return sessionCookie(await sealMember(testMember({ userId: String(900_000 + members) })));
}

/** A reader: a device (always, as a page of ours gives one), signed in where the limit counts members. */
async function reader(per: Per): Promise<string[]> {
  return per === 'member' ? [deviceCookie(freshDeviceId()), await memberCookie()] : [deviceCookie(freshDeviceId())];
}

/** A request the handler's own schema accepts, from `cookies` at `address`. */
function send(
  handler: Handler,
  route: string,
  method: 'GET' | 'POST',
  cookies: string[],
  address: string,
): Promise<Response> {
  const input = sampleOf(handler.definition.input) as Record<string, unknown>;
  const query =
    method === 'GET'
      ? new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)])).toString()
      : '';
  return handler(apiRequest(route, { method, body: method === 'POST' ? input : undefined, cookies, address, query }));
}

/**
 * Sends until the first 429, at most `atMost` times: how many were let through (any answer but a
 * 429: the handler's work with the fake platform's data) and the 429. Never a 429 is a failure.
 */
async function flood(next: () => Promise<Response>, atMost: number): Promise<{ passed: number; limited: Response }> {
  for (let attempt = 0; attempt < atMost; attempt += 1) {
    const response = await next();
    if (response.status === 429) return { passed: attempt, limited: response };
  }
  throw new Error(`${atMost} requests and never a 429: no limit held`);
}

/** A bound, not a measure: 600 requests through a handler take well under a second alone, more on a busy machine. */
const FLOOD_TIMEOUT_MS = 60_000;

let addresses = 0;
/** An address of its own for each flood (documentation range 198.18.0.0/15), so no row meets another's counts. */
function freshAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

describe.each(ROWS)(
  '$family: $method /api/$route, $limit per $per in $minutes min',
  ({ handler, route, method, per, limit, perAddress, minutes }) => {
    it(
      `answers our 429 after ${limit} from one ${per}, before the platform is asked; another ${per} is still served`,
      async () => {
        const cookies = await reader(per);
        const address = freshAddress();
        // Per address: each attempt is a reader of its own from that one address.
        const next =
          per === 'address'
            ? async () => send(handler, route, method, await reader('device'), address)
            : () => send(handler, route, method, cookies, address);
        const { passed, limited } = await flood(next, limit + 5);
        expect(passed).toBe(limit);
        await expectOurLimit(limited, minutes * 60);
        const asked = platform.calls.length;
        expect((await next()).status).toBe(429);
        expect(platform.calls.length).toBe(asked);
        expect(
          (await send(handler, route, method, await reader(per === 'address' ? 'device' : per), freshAddress())).status,
        ).not.toBe(429);
      },
      FLOOD_TIMEOUT_MS,
    );

    if (perAddress !== undefined) {
      it(
        `answers our 429 after ${perAddress} from one address, whatever ${per} each attempt comes as`,
        async () => {
          const address = freshAddress();
          const { passed, limited } = await flood(
            async () => send(handler, route, method, await reader(per), address),
            perAddress + 5,
          );
          expect(passed).toBe(perAddress);
          await expectOurLimit(limited, minutes * 60);
        },
        FLOOD_TIMEOUT_MS,
      );
    }
  },
);

// Likes of every kind count against one address limit, and so do the beacons that share theirs
// (lib/http/handler/anonymousLimits.ts): a flood that moves from one kind to the next, a fresh
// device each time, does not get each kind's allowance. Likes and beacons are counted apart.
describe.each([
  {
    kind: 'likes',
    handlers: [like, shortVideoLike, liveLike, circlePostLike, commentsLike],
    perAddress: 60,
    other: analytics,
  },
  { kind: 'beacons', handlers: [analytics, xyBulletin, share, count], perAddress: 240, other: like },
])('one address limit for all $kind', ({ handlers, perAddress, other }) => {
  it(
    `answers our 429 after ${perAddress} from one address, spread over every kind; the other family is still served`,
    async () => {
      const address = freshAddress();
      let sent = 0;
      const next = async () => {
        const handler = handlers[sent % handlers.length]! as Handler;
        sent += 1;
        return send(handler, handler.definition.path, handler.definition.method, await reader('device'), address);
      };
      const { passed, limited } = await flood(next, perAddress + 5);
      expect(passed).toBe(perAddress);
      await expectOurLimit(limited, 60);
      const apart = other as Handler;
      expect(
        (await send(apart, apart.definition.path, apart.definition.method, await reader('device'), address)).status,
      ).not.toBe(429);
    },
    FLOOD_TIMEOUT_MS,
  );
});

describe('the table above', () => {
  it('names every limited handler of app/api (a new limit gets its row)', async () => {
    const limited: string[] = [];
    for (const file of routeFiles()) {
      const route = path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/');
      const exported = (await import(`@/app/api/${route}/route`)) as Partial<Record<string, Partial<Handler>>>;
      for (const method of ['GET', 'POST'] as const)
        if (exported[method]?.definition?.rateLimit) limited.push(`${method} ${route}`);
    }
    expect(ROWS.map(({ method, route }) => `${method} ${route}`).sort()).toEqual(limited.sort());
  });
});
