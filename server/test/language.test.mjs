// docs/decisions/0036: a language asked for with `?lang=` is remembered by the page's own answer,
// whether it was rendered now or served from the page cache, so a link tapped before the page's
// script ran opens in that language too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { languageCookie } from '../pageRoutes.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';

/** Stands in for Next: the page in the language the query or the cookie names (as proxy.ts decides). */
const internal = http.createServer((req, res) => {
  const asked = new URL(req.url ?? '/', 'http://x').searchParams.get('lang');
  const remembered = /NEXT_LOCALE=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<html lang="${asked ?? remembered ?? 'cn'}"><body><a href="/wap/touch/moreLive.html">直播</a></body></html>`,
  );
});
const { get } = frontUnderTest(internal);

const COOKIE = /^NEXT_LOCALE=bo; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/;

test('a page asked with ?lang= sets the language cookie itself, rendered or from the cache, and is then not shared', async () => {
  const rendered = await get('/wap/touch/home.html?lang=bo');
  assert.equal(rendered.headers['x-cache'], 'MISS');
  assert.match(rendered.body, /lang="bo"/);
  assert.match(String(rendered.headers['set-cookie']), COOKIE);
  assert.equal(
    rendered.headers['cache-control'],
    'no-store',
    'an answer that sets a reader cookie is kept by no shared cache',
  );

  const cached = await get('/wap/touch/home.html?lang=bo');
  assert.equal(cached.headers['x-cache'], 'HIT');
  assert.match(String(cached.headers['set-cookie']), COOKIE);
});

test('no cookie when the reader already remembers that language, without ?lang=, or for a language not ours', async () => {
  const remembered = await get('/wap/touch/home.html?lang=bo', { headers: { cookie: 'NEXT_LOCALE=bo' } });
  assert.equal(remembered.headers['set-cookie'], undefined);
  assert.match(String(remembered.headers['cache-control']), /^public, /);
  for (const path of ['/wap/touch/home.html', '/wap/touch/home.html?lang=xx']) {
    const answer = await get(path);
    assert.equal(answer.headers['set-cookie'], undefined, path);
    assert.match(String(answer.headers['cache-control']), /^public, /, path);
  }
  // A different language than the remembered one is remembered instead.
  const switched = await get('/wap/touch/home.html?lang=en', { headers: { cookie: 'NEXT_LOCALE=bo' } });
  assert.match(String(switched.headers['set-cookie']), /^NEXT_LOCALE=en;/);
});

test('languageCookie: Secure over https', () => {
  assert.match(String(languageCookie('/wap/touch/home.html?lang=fr', '', true)), /; Secure$/);
  assert.doesNotMatch(String(languageCookie('/wap/touch/home.html?lang=fr', '', false)), /Secure/);
});

// docs/decisions/0040: the same address is another language for a reader whose cookie remembers
// one. A shared cache that keys on the address alone must not hand that answer to everyone.
test('a page whose language came from the cookie is private and varies on Cookie; ?lang= stays public', async () => {
  const fromCookie = await get('/wap/touch/columnDetail/1.html', { headers: { cookie: 'NEXT_LOCALE=en' } });
  assert.match(fromCookie.body, /lang="en"/);
  assert.match(String(fromCookie.headers['cache-control']), /^private\b/);
  assert.doesNotMatch(String(fromCookie.headers['cache-control']), /public|s-maxage/);
  assert.match(String(fromCookie.headers.vary), /\bCookie\b/);

  const none = await get('/wap/touch/columnDetail/1.html');
  assert.match(none.body, /lang="cn"/);
  assert.match(String(none.headers['cache-control']), /^public, /, 'the default language is still shared');
  assert.match(String(none.headers.vary), /\bCookie\b/, 'but names the cookie it would have changed with');

  const inAddress = await get('/wap/touch/columnDetail/1.html?lang=en', { headers: { cookie: 'NEXT_LOCALE=en' } });
  assert.match(inAddress.body, /lang="en"/);
  assert.match(String(inAddress.headers['cache-control']), /^public, /);
  assert.equal(inAddress.headers.vary, 'Accept-Encoding', 'the address decides: the same for everyone');
  const otherCookie = await get('/wap/touch/columnDetail/1.html?lang=en', { headers: { cookie: 'NEXT_LOCALE=bo' } });
  assert.match(otherCookie.body, /lang="en"/);
  assert.equal(otherCookie.headers['x-cache'], 'HIT', 'one cache entry for ?lang=en whatever the cookie');
});
