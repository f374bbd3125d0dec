import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { hashedPolicy, inlineScripts, isTrustedInlineScript } from '../csp.mjs';
import {
  isPublicPage,
  localeOf,
  pageKey,
  pageQuery,
  pageRoute,
  pageTags,
  needsPersonalTreatment,
} from '../pageRoutes.mjs';
import { createPageCache } from '../pageCache.mjs';
import { acceptsGzip } from '../front.mjs';

const sha = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the policy hashes the framework inline scripts and nothing else', () => {
  const flight = 'self.__next_f.push([1,"x"])';
  const injected = 'alert(document.cookie)';
  const html = `<script>${flight}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><p><script>${injected}</script></p>`;
  assert.deepEqual(inlineScripts(html), [flight, injected]);
  const policy = hashedPolicy(html);
  assert.ok(policy.includes(sha(flight)));
  assert.ok(!policy.includes(sha(injected)));
  assert.ok(!policy.includes('unsafe-inline') || !/script-src[^;]*unsafe-inline/.test(policy));
  assert.equal(isTrustedInlineScript('$RC("B:0","S:0")'), true);
  assert.equal(isTrustedInlineScript('/*touch:boot*/try{}catch(e){}'), true);
  assert.equal(isTrustedInlineScript('fetch("//evil")'), false);
});

test('pages: public routes, the allowed query in a fixed order, the language, tags from the right', () => {
  const route = pageRoute('/wap/touch/newsDetail/3/42.html');
  assert.deepEqual(route, { segment: 'newsDetail', params: ['3', '42'] });
  assert.ok(route);
  assert.equal(isPublicPage(route), true);
  assert.equal(isPublicPage(pageRoute('/wap/touch/getUserInfo.html')), false);
  assert.equal(pageRoute('/wap/touch/api/articles/like'), null);
  assert.equal(
    pageQuery(route, new URLSearchParams('utm_source=wx&theme=dark&lang=bo&from=timeline')),
    '?lang=bo&theme=dark',
  );
  assert.equal(localeOf('a=1; NEXT_LOCALE=bo'), 'bo');
  assert.equal(localeOf('NEXT_LOCALE=xx'), '');
  assert.notEqual(pageKey('/p', '', 'bo'), pageKey('/p', '', ''));
  assert.ok(pageTags(route).includes('article:42') && pageTags(route).includes('column:3'));
  // Without its optional column segment.
  const short = pageRoute('/wap/touch/newsDetail/42.html');
  assert.ok(short);
  assert.ok(pageTags(short).includes('article:42'));
  assert.ok(!pageTags(short).includes('column:42'));
  assert.equal(needsPersonalTreatment({ 'user-agent': 'Mozilla MicroMessenger/8' }), true);
  assert.equal(needsPersonalTreatment({ 'user-agent': 'Mozilla MicroMessenger/8', cookie: 'touch_session=x' }), false);
  assert.equal(needsPersonalTreatment({ 'user-agent': 'Mozilla Chrome' }), false);
});

test('the page cache drops entries by tag and keeps within its byte budget', () => {
  let clock = 0;
  const cache = createPageCache({ maxBytes: 3000, keepMs: 1000, now: () => clock });
  /** @param {string} key @param {string[]} tags @returns {import('../pageCache.mjs').PageEntry} */
  const entry = (key, tags, size = 800) => ({
    key,
    status: 200,
    headers: {},
    body: Buffer.alloc(size),
    gzip: null,
    tags,
    storedAt: clock,
  });
  cache.set(entry('a', ['article:1']));
  cache.set(entry('b', ['article:2']));
  assert.equal(cache.invalidate(['article:1']), 1);
  assert.equal(cache.get('a'), undefined);
  assert.ok(cache.get('b'));
  cache.set(entry('c', []));
  cache.set(entry('d', []));
  assert.ok(cache.bytes <= 3000);
  assert.equal(cache.get('b'), undefined, 'the least recently used went first');
  clock = 2000;
  assert.equal(cache.get('d'), undefined, 'nothing is kept past its lifetime');
});

test('gzip only when Accept-Encoding allows it with a q-value above 0', () => {
  assert.equal(acceptsGzip('gzip, deflate, br'), true);
  assert.equal(acceptsGzip('gzip;q=0'), false);
  assert.equal(acceptsGzip('gzip; q=0.000, br'), false);
  assert.equal(acceptsGzip('br;q=1, gzip;q=0.5'), true);
  assert.equal(acceptsGzip('*'), true);
  assert.equal(acceptsGzip('*;q=0'), false);
  assert.equal(acceptsGzip('*, gzip;q=0'), false, 'an explicit refusal wins over *');
  assert.equal(acceptsGzip('identity'), false);
  assert.equal(acceptsGzip(undefined), false);
});
