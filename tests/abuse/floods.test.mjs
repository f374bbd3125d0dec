/**
 * Floods of anonymous writes against the real stack: the reference platform, the production build
 * behind the front server (server/main.mjs), and plain HTTP from one address without cookies, as an
 * outside tester sent them (docs/decisions/0043). Needs a build (`npx next build`): npm test runs it after the build (tests/abuse/stack.mjs).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_PATH, startStack } from './stack.mjs';

const ARTICLE = 1000; // platform/seed/fixtures.mjs FIXTURE_IDS.news
/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
let WEB = '';
let PLATFORM = '';

before(async () => {
  stack = await startStack({ portOffset: 0 });
  ({ web: WEB, platform: PLATFORM } = stack);
});

after(() => stack?.stop());

/** A POST to our API as a script sends it: same origin, no cookie (or the one given). @param {string} api @param {unknown} body @param {string} [cookie] */
async function post(api, body, cookie) {
  const response = await fetch(`${WEB}${BASE_PATH}/api/${api}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  // Our API's error envelope, or null for a body that is not JSON.
  const answer = /** @type {{ error?: { code?: string } } | null} */ (await response.json().catch(() => null));
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    answer,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie,
  };
}

async function likesOnThePlatform() {
  // The platform's envelopes, as docs/platform-api.md gives them.
  const anonymous = /** @type {{ data: { token: string } }} */ (
    await (await fetch(`${PLATFORM}/app_if/getAnonymousToken?device=floods-check`)).json()
  );
  const counts = /** @type {{ data: { countPraise: number } }} */ (
    await (
      await fetch(`${PLATFORM}/app_if/getArticleCounts?articleId=${ARTICLE}&siteId=1`, {
        headers: { token: anonymous.data.token },
      })
    ).json()
  );
  return counts.data.countPraise;
}

test('a reader whose page had a call first likes, and takes it back', async () => {
  const before = await likesOnThePlatform();
  const page = await fetch(`${WEB}${BASE_PATH}/api/analytics/serverTime`);
  const cookie = page.headers.get('set-cookie')?.split(';')[0];
  assert.ok(cookie, 'the first call gives a device');
  assert.equal((await post('articles/like', { articleId: ARTICLE }, cookie)).status, 200);
  assert.equal(await likesOnThePlatform(), before + 1);
  assert.equal((await post('articles/like', { articleId: ARTICLE }, cookie)).status, 200);
  assert.equal(await likesOnThePlatform(), before);
});

test('100 likes without a cookie from one address: none is counted; past the limit of 60 they are 429 with Retry-After', async () => {
  const before = await likesOnThePlatform();
  const started = performance.now();
  const answers = [];
  for (let i = 0; i < 100; i++) answers.push(await post('articles/like', { articleId: ARTICLE }));
  const ms = performance.now() - started;
  const byStatus = answers.reduce(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    /** @type {Record<number, number>} */ ({}),
  );
  console.log(`[floods] 100 cookie-less likes in ${Math.round(ms)} ms: ${JSON.stringify(byStatus)}`);
  // The reader's two likes above came from this address too.
  assert.deepEqual(byStatus, { 400: 58, 429: 42 });
  assert.ok(answers.filter(({ status }) => status === 400).every(({ answer }) => answer?.error?.code === 'deviceNew'));
  assert.ok(
    answers
      .filter(({ status }) => status === 429)
      .every(({ retryAfter, answer }) => Number(retryAfter) > 0 && answer?.error?.code === 'rateLimited'),
  );
  assert.equal(await likesOnThePlatform(), before, 'no like reached the platform');
});

test('300 analytics records without a cookie from one address: 240 accepted, the rest 429', async () => {
  const statuses = [];
  for (let i = 0; i < 300; i++)
    statuses.push((await post('analytics', { dataType: 1000005, articleId: ARTICLE })).status);
  assert.equal(statuses.filter((status) => status === 202).length, 240);
  assert.equal(statuses.filter((status) => status === 429).length, 60);
});
