// A page that says notFound() is answered with the 404 page rendered on the server, its message in
// the HTML, not Next's error document whose body is empty until the scripts run (docs/decisions/0086).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { NOT_FOUND_HEADER } from '../front.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';

/** Next's answer to a page's notFound(): an error document with an empty body. */
const EMPTY_404 =
  '<!DOCTYPE html><html id="__next_error__"><head><title>首页</title></head><body><script src="/x.js"></script></body></html>';

/** @type {string[]} the renders asked for, with NOT_FOUND_HEADER marked */
const renders = [];
let missingStatus = 404;
/** Stands in for Next on loopback: ids above 9000 are missing; the 404 page on the second ask. */
const internal = http.createServer((req, res) => {
  const asked = req.headers[NOT_FOUND_HEADER] === '1';
  renders.push(`${req.url}${asked ? ' (404 page)' : ''}`);
  if (asked) {
    res.writeHead(missingStatus, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(
      `<html><head><title>内容不存在</title></head><body><main>内容不存在 ${req.url}</main></body></html>`,
    );
  }
  const id = Number(/(\d+)\.html/.exec(req.url ?? '')?.[1]);
  if (id > 9000) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(EMPTY_404);
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<html><body><main>article ${id}</main></body></html>`);
});

const { get } = frontUnderTest(internal);

test("a page's notFound() is answered with the rendered 404 page of its address, status 404, and that page is kept", async () => {
  renders.length = 0;
  const answer = await get('/wap/touch/newsDetail/12/9999.html');
  assert.equal(answer.status, 404);
  assert.match(answer.body, /<main>内容不存在 \/wap\/touch\/newsDetail\/12\/9999\.html<\/main>/);
  assert.doesNotMatch(answer.body, /__next_error__/);
  assert.deepEqual(renders, ['/wap/touch/newsDetail/12/9999.html', '/wap/touch/newsDetail/12/9999.html (404 page)']);
  // The next reader gets the kept 404 page, with no render.
  renders.length = 0;
  const again = await get('/wap/touch/newsDetail/12/9999.html');
  assert.equal(again.status, 404);
  assert.equal(again.headers['x-cache'], 'HIT');
  assert.match(again.body, /内容不存在/);
  assert.deepEqual(renders, []);
});

test('a page that renders is rendered once, never asked for as a 404 page', async () => {
  renders.length = 0;
  const answer = await get('/wap/touch/newsDetail/12/1000.html');
  assert.equal(answer.status, 200);
  assert.deepEqual(renders, ['/wap/touch/newsDetail/12/1000.html']);
});

test('when the 404 page itself does not render, the empty document is answered as it came and not kept here', async () => {
  missingStatus = 503;
  try {
    renders.length = 0;
    const answer = await get('/wap/touch/newsDetail/12/9998.html');
    assert.equal(answer.status, 404);
    renders.length = 0;
    await get('/wap/touch/newsDetail/12/9998.html');
    assert.equal(renders.length, 2, 'not served from the cache');
  } finally {
    missingStatus = 404;
  }
});
