// docs/decisions/0080: the page cache could still be flushed by invented path segments. An article
// answers under any column id before its own (`/newsDetail/{any column}/1016.html`), and each such
// address was kept as a canonical copy: 1,536 of them filled the cache, and in the outage that
// followed every watched page answered 503. A page that names another address as canonical is now
// a variant of that page, and pages read from two addresses keep their place through any flood.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createFront } from '../front.mjs';
import { createPageCache } from '../pageCache.mjs';
import { twoServers } from './support/twoServers.mjs';
import { portOf } from './support/ports.mjs';

const BASE = '/wap/touch';
let platformDown = false;
/**
 * Stands in for Next: a 6 KB page naming its canonical address as the site does; an article's is
 * under its own column (12), whatever column the address gave; the 503 page while the platform is down.
 */
const internal = http.createServer((req, res) => {
  if (platformDown) {
    res.writeHead(503, { 'content-type': 'text/html' });
    return res.end('<html>platform down</html>');
  }
  const path = (req.url ?? '').split('?')[0] ?? '';
  const article = /\/newsDetail\/(?:\d+\/)?(\d+)\.html$/.exec(path);
  const canonical = article ? `${BASE}/newsDetail/12/${article[1] ?? ''}.html` : path;
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(
    `<html><head><link rel="canonical" href="http://touch.test${canonical}"/></head><body><!-- ${path} -->${'x'.repeat(6 * 1024)}</body></html>`,
  );
});
let clock = 1_000_000;
// Room for about 75 pages of 6 KB: each flood below is many times that.
const cache = createPageCache({ maxBytes: 512 * 1024, now: () => clock, variantsPerPath: 8 });
const front = createFront({
  handle: (req, res) => res.writeHead(404).end(),
  internalPort: () => portOf(internal),
  cache,
  freshMs: 10_000,
  staleMs: 5_000,
  enabled: true,
  now: () => clock,
});
const server = http.createServer((req, res) => void front(req, res));
const { get } = twoServers(internal, server);

/** A page as a reader on `address` asks for it (the front server settles X-Forwarded-For to the reader's address). @param {string} path @param {string} address */
const read = (path, address) => get(`${BASE}${path}`, { headers: { 'x-forwarded-for': address } });

const WATCHED = ['/home.html', ...Array.from({ length: 19 }, (_, i) => `/newsDetail/12/${1000 + i}.html`)];
const ATTACKER = '203.0.113.9';

test('invented columns and a flood of pages nobody else reads leave every read page to carry readers through an outage', async () => {
  for (const path of WATCHED) {
    assert.equal((await read(path, '198.51.100.1')).status, 200);
    assert.equal((await read(path, '198.51.100.2')).headers['x-cache'], 'HIT');
  }
  assert.equal(cache.readPages, WATCHED.length, 'read from two addresses: read pages');

  // 1,536 addresses of the watched articles (and others) under invented columns.
  for (let i = 0; i < 1536; i += 1) {
    const answer = await read(`/newsDetail/${50_000 + i}/${1000 + (i % 40)}.html`, ATTACKER);
    assert.equal(answer.status, 200);
  }
  assert.ok(cache.variants <= 40 * 8, `at most 8 invented addresses kept per article (${cache.variants})`);
  // 300 real articles, each asked for once from the attacker's address.
  for (let i = 0; i < 300; i += 1) assert.equal((await read(`/newsDetail/12/${2000 + i}.html`, ATTACKER)).status, 200);
  assert.ok(cache.bytes <= 512 * 1024, `the cache keeps to its budget (${cache.bytes} bytes)`);

  platformDown = true;
  clock += 60 * 60 * 1000;
  const answers = await Promise.all(WATCHED.map((path) => read(path, '198.51.100.3')));
  platformDown = false;
  for (const [index, answer] of answers.entries()) {
    assert.deepEqual([WATCHED[index], answer.status, answer.headers['x-cache']], [WATCHED[index], 200, 'STALE-ERROR']);
    assert.ok(answer.body.includes(`<!-- ${BASE}${WATCHED[index]} -->`), 'its own page');
  }
});

test('an address under an invented column is served, and however many addresses read it, it is no read page', async () => {
  clock += 60 * 60 * 1000;
  const readPages = cache.readPages;
  const answer = await read('/newsDetail/77777/3016.html', '198.51.100.4');
  assert.equal(answer.status, 200);
  assert.ok(answer.body.includes('<!-- /wap/touch/newsDetail/77777/3016.html -->'));
  await read('/newsDetail/77777/3016.html', '198.51.100.5');
  await read('/newsDetail/77777/3016.html', '198.51.100.6');
  assert.equal(
    cache.readPages,
    readPages,
    "read from two addresses, and still no read page: it is not the page's own address",
  );
});
