// server/main.mjs itself, as production starts it (with `next` resolved to a stand-in:
// support/nextStandIn.mjs), so what is wired there is tested there: the purge endpoint's token,
// the internal headers stripped from what readers send before Next sees it, and which render the
// page cache keeps (docs/decisions/0009, docs/security.md). One process, loopback only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FAILED_HEADER, FILL_HEADER } from '../front.mjs';
import { RELAY_HEADER } from '../liveRelay.mjs';
import { ask as askMain, startMain } from './support/mainUnderTest.mjs';

const PURGE_TOKEN = 'a-purge-token-only-the-editors-have';
const PURGE_PATH = '/wap/touch/api/cache/invalidate';
const SESSION = 'touch_session=Fe26.2**a-sealed-member';

/** @type {Awaited<ReturnType<typeof startMain>>} */
let main;
let port = 0;

before(async () => {
  main = await startMain({ CACHE_PURGE_TOKEN: PURGE_TOKEN, PAGE_CACHE_SECONDS: '60' });
  port = main.port;
});

after(() => main.stop());

/**
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 */
const ask = (path, options) => askMain(port, path, options);

/** @param {string[]} tags @param {string | undefined} authorization */
const purge = (tags, authorization) =>
  ask(PURGE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) },
    body: JSON.stringify({ tags }),
  });

test('a member who asks first for a page nobody has asked for is served the render for everyone, and that is what the cache keeps', async () => {
  const path = '/wap/touch/newsDetail/3/41.html';
  const member = await ask(path, { headers: { cookie: `${SESSION}; NEXT_LOCALE=bo` } });
  assert.equal(member.status, 200);
  assert.equal(member.headers['x-cache'], 'MISS', 'this request made the render: nothing was cached before it');
  assert.match(member.body, /rendered for everyone/);
  assert.doesNotMatch(member.body, /touch_session/, 'the render was not given the member’s session cookie');

  const anonymous = await ask(path, { headers: { cookie: 'NEXT_LOCALE=bo' } });
  assert.equal(anonymous.headers['x-cache'], 'HIT');
  assert.match(anonymous.body, /rendered for everyone/);
  assert.doesNotMatch(anonymous.body, /rendered for a member/);
});

test('the fill header and the other internal headers a reader sends never reach Next', async () => {
  const forged = { [FILL_HEADER]: '1', [FAILED_HEADER]: '1', [RELAY_HEADER]: 'forged', 'x-touch-busy': '1' };
  /** @type {[string, { method: string, path: string, body?: string, headers: Record<string, string> }][]} */
  const passedOn = [
    [
      'an API write',
      {
        method: 'POST',
        path: '/wap/touch/api/articles/like',
        body: '{"articleId":1}',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      },
    ],
    ['a page that is not cached', { method: 'GET', path: '/wap/touch/getUserInfo.html', headers: { cookie: SESSION } }],
    [
      'a public page’s client navigation',
      { method: 'GET', path: '/wap/touch/newsDetail/3/43.html?_rsc=abc', headers: { rsc: '1' } },
    ],
  ];
  for (const [what, { method, path, body, headers }] of passedOn) {
    const answer = await ask(path, { method, body, headers: { ...headers, ...forged } });
    assert.equal(answer.status, 200, what);
    const seen = JSON.parse(answer.body);
    assert.equal(seen.passed, true, `${what} went to Next`);
    for (const name of Object.keys(forged))
      assert.equal(seen.headers[name], undefined, `${what}: ${name} reached Next`);
  }
  // What was passed on is not kept: the page's first plain request is rendered, not a hit.
  const page = await ask('/wap/touch/newsDetail/3/43.html', { headers: forged });
  assert.equal(page.headers['x-cache'], 'MISS');
  assert.match(page.body, /rendered for everyone/);
});

test('the purge endpoint drops pages for its token only', async () => {
  const path = '/wap/touch/newsDetail/3/44.html';
  assert.equal((await ask(path)).headers['x-cache'], 'MISS');
  assert.equal((await ask(path)).headers['x-cache'], 'HIT');

  const wrongOfSameLength = `Bearer ${'x'.repeat(PURGE_TOKEN.length)}`;
  for (const authorization of [
    undefined,
    '',
    'Bearer ',
    wrongOfSameLength,
    PURGE_TOKEN.slice(1),
    `Bearer ${PURGE_TOKEN}x`,
    `Basic ${PURGE_TOKEN}`,
  ]) {
    const refused = await purge(['article:44'], authorization);
    assert.equal(refused.status, 403, `authorization ${JSON.stringify(authorization)}`);
    assert.deepEqual(JSON.parse(refused.body), { error: { code: 'forbidden', message: 'forbidden' } });
  }
  assert.equal((await ask(path)).headers['x-cache'], 'HIT', 'a refused purge dropped nothing');

  const allowed = await purge(['article:44'], `Bearer ${PURGE_TOKEN}`);
  assert.equal(allowed.status, 200);
  assert.deepEqual(JSON.parse(allowed.body), { invalidated: ['article:44'] });
  assert.equal((await ask(path)).headers['x-cache'], 'MISS', 'the purged page is rendered again');
});
