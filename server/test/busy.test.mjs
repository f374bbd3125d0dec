// docs/decisions/0033: a front server with all its slots taken answers 'busy' (503, Retry-After)
// at once, with the rendered busy page in the reader's language, instead of falling behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { BUSY_HEADER } from '../front.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';
import { createAdmission } from '../admission.mjs';

/** Stands in for Next on loopback. `/slow` pages answer when told to; the busy page says which language. */
/** @type {string[]} */
const busyRenders = [];
let finishSlow = () => {};
const internal = http.createServer((req, res) => {
  if (req.headers[BUSY_HEADER] === '1') {
    busyRenders.push(req.headers.cookie ?? '');
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5' });
    return res.end(
      `<html><title>访问人数过多</title><body><header>chrome</header><main role="alert">busy in ${req.headers.cookie ?? 'default'} <a href="">重试</a></main></body></html>`,
    );
  }
  const answer = () => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<html><body>page ${req.url}</body></html>`);
  };
  if (req.url?.includes('/slow/')) finishSlow = answer;
  else answer();
});

/** @type {(string | undefined)[]} */
const passedOn = [];
const admission = createAdmission({ maxActive: 1, maxQueue: 0, maxWaitMs: 0 });
const { get } = frontUnderTest(internal, {
  handle: (req, res) => {
    passedOn.push(req.url);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  },
  staleMs: 60_000,
  admission,
  basePath: '/wap/touch',
});

test('with every slot taken, pages get the rendered busy page, our API the busy error, and cheap answers still pass', async () => {
  // A page rendered (and cached) while the server is quiet.
  assert.equal((await get('/wap/touch/home.html')).status, 200);
  assert.equal(admission.active, 0, 'the render gave its slot back');

  // One slow render takes the only slot.
  const slow = get('/wap/touch/columnDetail/slow/1.html');
  while (admission.active === 0) await new Promise((resolve) => setTimeout(resolve, 5));

  const page = await get('/wap/touch/newsDetail/12/1700.html');
  assert.equal(page.status, 503);
  assert.equal(page.headers['retry-after'], '5');
  assert.equal(page.headers['cache-control'], 'no-store');
  assert.match(page.body, /<header>chrome<\/header>/, 'a rendered page with the site’s chrome, not plain text');
  assert.match(page.body, /busy in default/);

  const tibetan = await get('/wap/touch/newsDetail/12/1701.html?lang=bo');
  assert.match(tibetan.body, /busy in NEXT_LOCALE=bo/, 'in the language the reader asked for');
  await get('/wap/touch/newsDetail/12/1702.html?lang=bo');
  assert.deepEqual(busyRenders, ['', 'NEXT_LOCALE=bo'], 'each language’s busy page is rendered once, then kept');

  const api = await get('/wap/touch/api/articles/like', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(api.status, 503);
  assert.equal(api.headers['retry-after'], '5');
  assert.deepEqual(JSON.parse(api.body), {
    error: { code: 'busy', message: 'too many requests at once, try again shortly', retryAfterSeconds: 5 },
  });
  assert.deepEqual(passedOn, [], 'nothing reached Next while busy');

  const hit = await get('/wap/touch/home.html');
  assert.equal(hit.status, 200, 'a cached page costs nothing: served while busy');
  assert.equal(hit.headers['x-cache'], 'HIT');
  assert.equal(
    (await get('/wap/touch/_next/static/chunks/app.js')).status,
    200,
    'the build’s files pass (the busy page needs them)',
  );

  finishSlow();
  assert.equal((await slow).status, 200);
  assert.equal(admission.active, 0);
  assert.equal(
    (await get('/wap/touch/api/articles/like', { method: 'POST' })).status,
    200,
    'a free slot again: passed on',
  );
  assert.equal(admission.active, 0, 'released once the answer was sent');
});
