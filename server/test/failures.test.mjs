// What the front server answers when a page fails to render, for methods nothing here serves,
// and for paths whose percent-encoding does not decode (docs/decisions/0024).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { FAILED_HEADER } from '../front.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';

/** Stands in for Next on loopback: every page render fails, unless asked for the 503 page. */
const internal = http.createServer((req, res) => {
  if (req.headers[FAILED_HEADER] === '1') {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '10' });
    return res.end(
      `<html><title>服务暂时不可用</title><body><header>chrome</header><main role="alert">服务暂时不可用 <a href="${req.url}">重试</a></main></body></html>`,
    );
  }
  res.writeHead(500, { 'content-type': 'text/html' });
  res.end('<html><body></body></html>');
});

/** What reached Next directly (options.handle), and the bare 500 it would answer. */
/** @type {{ method?: string, url?: string }[]} */
const passedOn = [];
const { get } = frontUnderTest(internal, {
  handle: (req, res) => {
    passedOn.push({ method: req.method, url: req.url });
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal Server Error');
  },
  freshMs: 10_000,
});

test('a page whose render fails answers the rendered 503 page with Retry-After, not a bare 500, and is not cached', async () => {
  passedOn.length = 0;
  const answer = await get('/wap/touch/newsDetail/12/1700.html?utm_source=x');
  assert.equal(answer.status, 503);
  assert.equal(answer.headers['retry-after'], '10');
  assert.equal(answer.headers['cache-control'], 'no-store');
  assert.match(answer.body, /服务暂时不可用/);
  assert.match(answer.body, /href="\/wap\/touch\/newsDetail\/12\/1700\.html"/, 'the retry is the page asked for');
  assert.deepEqual(passedOn, [], 'the failing page is not rendered a second time for the reader');
  assert.equal(
    (await get('/wap/touch/newsDetail/12/1700.html')).status,
    503,
    'an error page is never served from the cache as the page',
  );
});

test('TRACE and other unsupported methods answer 405 with Allow, before reaching Next', async () => {
  passedOn.length = 0;
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
    const answer = await get('/wap/touch/home.html', { method });
    assert.equal(answer.status, 405, method);
    assert.equal(answer.headers.allow, 'GET, HEAD, POST, OPTIONS');
    assert.deepEqual(JSON.parse(answer.body), { error: { code: 'methodNotAllowed', message: 'method not allowed' } });
  }
  assert.deepEqual(passedOn, []);
});

test('a path that does not decode reaches the routes as literal text (a 404), never as the raw bytes', async () => {
  passedOn.length = 0;
  for (const path of [
    '/wap/touch/getUserInfo/%ff.html',
    '/wap/touch/api/articles/like%c0%ae%c0%ae',
    '/wap/touch/x/%e4%b8.html?q=%ff',
  ]) {
    await get(path);
  }
  assert.deepEqual(
    passedOn.map((r) => r.url),
    [
      '/wap/touch/getUserInfo/%25ff.html',
      '/wap/touch/api/articles/like%25c0%25ae%25c0%25ae',
      '/wap/touch/x/%25e4%25b8.html?q=%ff',
    ],
  );
  for (const { url = '' } of passedOn) assert.doesNotThrow(() => decodeURIComponent(url.split('?')[0] ?? ''));
  // Well-formed paths are passed on untouched.
  passedOn.length = 0;
  await get('/wap/touch/getUserInfo/%E4%B8%AD.html');
  assert.equal(passedOn[0]?.url, '/wap/touch/getUserInfo/%E4%B8%AD.html');
});
