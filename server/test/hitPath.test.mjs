// docs/decisions/0067: a page-cache hit is the front server's hottest path (tens of thousands a
// second per instance). It parses the request's address once, reads nothing from process.env and
// sorts nothing; what it answers is unchanged (language.test.mjs and front.test.mjs hold that).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createFront } from '../front.mjs';
import { createPageCache } from '../pageCache.mjs';
import { twoServers } from './support/twoServers.mjs';
import { portOf } from './support/ports.mjs';

const internal = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<html><body>${'page '.repeat(400)}</body></html>`);
});
const front = createFront({
  handle: (req, res) => {
    res.writeHead(404);
    res.end();
  },
  internalPort: () => portOf(internal),
  cache: createPageCache({ maxBytes: 1 << 20 }),
  freshMs: 60_000,
  staleMs: 10_000,
  enabled: true,
});

/** What the synchronous part of one request did (a hit answers before its first await). */
let counting = false;
const counts = { urls: 0, envReads: 0, sorts: 0 };
const RealURL = globalThis.URL;
const realSort = Array.prototype.sort;
const realEnv = process.env;

/** @param {() => void} run */
function countDuring(run) {
  counts.urls = 0;
  counts.envReads = 0;
  counts.sorts = 0;
  globalThis.URL = class CountedURL extends RealURL {
    /** @param {ConstructorParameters<typeof URL>} args */
    constructor(...args) {
      super(...args);
      counts.urls += 1;
    }
  };
  // Counted only for the span of one call, restored below.
  /** @type {typeof realSort} */
  Array.prototype.sort = function countedSort(compare) {
    counts.sorts += 1;
    return realSort.call(this, compare);
  };
  process.env = new Proxy(realEnv, {
    get(target, name) {
      counts.envReads += 1;
      return Reflect.get(target, name);
    },
  });
  try {
    run();
  } finally {
    globalThis.URL = RealURL;
    // The originals, put back.
    Array.prototype.sort = realSort;
    process.env = realEnv;
  }
}

const server = http.createServer((req, res) => {
  if (counting) countDuring(() => void front(req, res));
  else void front(req, res);
});
const { get } = twoServers(internal, server);

test('a page-cache hit parses its address once, reads no environment variable and sorts nothing', async () => {
  const page = '/wap/touch/newsDetail/1/7.html?lang=bo&utm_source=x';
  assert.equal((await get(page)).headers['x-cache'], 'MISS');
  counting = true;
  const hit = await get(page, { headers: { 'accept-encoding': 'gzip', cookie: 'NEXT_LOCALE=en' } });
  counting = false;
  assert.equal(hit.headers['x-cache'], 'HIT');
  assert.equal(hit.headers['content-encoding'], 'gzip');
  // The behaviour those parses served is kept: `?lang=` is remembered by the answer itself.
  assert.match(String(hit.headers['set-cookie']), /^NEXT_LOCALE=bo;/);
  assert.equal(hit.headers.vary, 'Accept-Encoding');
  assert.deepEqual(counts, { urls: 1, envReads: 0, sorts: 0 });
});
