// docs/decisions/0040: invented query strings cannot flush the page cache. A page parameter's
// values are normalised to those the page can tell apart, variants of one path are bounded, and
// however many are invented the canonical copy stays, to carry readers through a platform outage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createPageCache } from '../pageCache.mjs';
import { pageQuery, pageRoute } from '../pageRoutes.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';

let platformDown = false;
let renders = 0;
/** Stands in for Next: a 6 KB page, or the 503 page while the platform is down. */
const internal = http.createServer((req, res) => {
  renders += 1;
  if (platformDown) {
    res.writeHead(503, { 'content-type': 'text/html' });
    return res.end('<html>platform down</html>');
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(`<html><!-- ${req.url} -->${'x'.repeat(6 * 1024)}</html>`);
});
let clock = 1_000_000;
// Room for about 40 pages of 6 KB: the flood below is many times that.
const cache = createPageCache({ maxBytes: 256 * 1024, now: () => clock, variantsPerPath: 8 });
const { get } = frontUnderTest(internal, { cache, freshMs: 10_000, staleMs: 5_000, now: () => clock });

test('values a page cannot tell apart are one entry; free text is cut where the page cuts it', async () => {
  const route = pageRoute('/wap/touch/newsDetail/1/2.html');
  assert.ok(route);
  const key = (/** @type {string} */ query) => pageQuery(route, new URLSearchParams(query));
  assert.equal(key('theme=x1'), '');
  assert.equal(key('theme=dark&dark=yes&grey=0&view=x&lang=zz&poster=2'), '?theme=dark');
  assert.equal(
    key('dark=true&grey=true&view=manage&preview=abc&poster=true&lang=bo'),
    '?dark=true&grey=true&lang=bo&poster=1&preview=1&view=manage',
  );
  assert.equal(key(`title=${'长'.repeat(150)}`), `?title=${encodeURIComponent('长'.repeat(100))}`);
  assert.equal(key('title=%20%20'), '', 'a blank title is no title');
  const before = renders;
  for (let i = 0; i < 20; i += 1) await get(`/wap/touch/home.html?theme=invented${i}&view=v${i}`);
  assert.ok(renders - before <= 1, `20 invented themes rendered ${renders - before} times`);
});

test('a flood of invented variants leaves the canonical copies to serve readers while the platform is down', async () => {
  const canonical = ['/wap/touch/home.html', '/wap/touch/newsDetail/1/2.html', '/wap/touch/newsDetail/1/3.html'];
  for (const path of canonical) assert.equal((await get(path)).status, 200);
  // 600 invented titles (each a page the render would show differently) over the same pages.
  for (let i = 0; i < 600; i += 1) {
    const answer = await get(`${canonical[i % canonical.length]}?title=flood-${i}`);
    assert.equal(answer.status, 200);
  }

  // The platform goes down and every copy is long past fresh and stale.
  platformDown = true;
  clock += 60 * 60 * 1000;
  for (const path of canonical) {
    const answer = await get(path);
    assert.equal(answer.status, 200, `${path} is still served`);
    assert.equal(answer.headers['x-cache'], 'STALE-ERROR');
    assert.ok(answer.body.includes(`<!-- ${path} -->`));
  }
  platformDown = false;
  assert.ok(cache.bytes <= 256 * 1024, `the cache keeps to its budget (${cache.bytes} bytes)`);
  assert.ok(cache.variants <= canonical.length * 8, `at most 8 variants a path (${cache.variants})`);
});

test('Accept-Encoding: gzip;q=0 is a refusal: the page comes uncompressed', async () => {
  await get('/wap/touch/home.html');
  const refused = await get('/wap/touch/home.html', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
  assert.equal(refused.headers['content-encoding'], undefined);
  assert.ok(refused.body.startsWith('<html>'));
  const accepted = await get('/wap/touch/home.html', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(accepted.headers['content-encoding'], 'gzip');
});
