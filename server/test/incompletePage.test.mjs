// A page that rendered without one of its parts (a column whose list call failed): served to the
// reader with its chrome and retry, as a 503 nobody caches; the last good copy wins when there is one
// (docs/decisions/0063).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createFront } from '../front.mjs';
import { createPageCache } from '../pageCache.mjs';
import { INCOMPLETE_PAGE_ATTRIBUTE } from '../pageRoutes.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';
import { listening, portOf } from './support/ports.mjs';

/** What the stand-in for Next renders next: the column with its list, or without it. */
let listFails = true;
const internal = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const list = listFails
    ? `<section ${INCOMPLETE_PAGE_ATTRIBUTE}="list"><p>暂无内容</p><a href="">重试</a></section>`
    : '<ul><li>an article</li></ul>';
  res.end(`<html><body><nav>tabs</nav><main>${list}</main></body></html>`);
});

const { get } = frontUnderTest(internal, {
  handle: (_req, res) => {
    res.writeHead(500);
    res.end();
  },
  // Fresh for nothing: every request after the first finds its entry stale and renders again.
  freshMs: 0,
  staleMs: 0,
});

test('a column whose list failed is the page itself with its retry, as a 503 with Retry-After that is not cached', async () => {
  listFails = true;
  const first = await get('/wap/touch/columnDetail/12.html');
  assert.equal(first.status, 503);
  assert.equal(first.headers['retry-after'], '10');
  assert.equal(first.headers['cache-control'], 'no-store');
  assert.match(first.body, /<nav>tabs<\/nav>/, 'the site chrome is there');
  assert.match(first.body, /暂无内容/);
  assert.match(first.body, /href="">重试/);

  // The platform answers again: the next reader gets the list, not the stored gap.
  listFails = false;
  const next = await get('/wap/touch/columnDetail/12.html');
  assert.equal(next.status, 200);
  assert.equal(next.headers['x-cache'], 'MISS');
  assert.match(next.body, /an article/);
});

test('with a good copy in the cache, a render that lost its list serves that copy instead', async () => {
  listFails = false;
  assert.equal((await get('/wap/touch/columnDetail/13.html')).status, 200);
  listFails = true;
  const answer = await get('/wap/touch/columnDetail/13.html');
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['x-cache'], 'STALE-ERROR');
  assert.match(answer.body, /an article/);
});

test('the words of the attribute in text are not the mark: only the attribute as React writes it is', async () => {
  listFails = false;
  const text = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // A title that quotes the attribute: React escapes its quotes.
    res.end(
      `<html><body><h2>${INCOMPLETE_PAGE_ATTRIBUTE}=&quot;list&quot;</h2><script>self.__next_f.push("{\\"${INCOMPLETE_PAGE_ATTRIBUTE}\\":\\"list\\"}")</script></body></html>`,
    );
  });
  await listening(text);
  const other = createFront({
    handle: () => {},
    internalPort: () => portOf(text),
    cache: createPageCache({ maxBytes: 1 << 20 }),
    freshMs: 10_000,
    staleMs: 0,
    enabled: true,
  });
  const otherServer = http.createServer((req, res) => void other(req, res));
  await listening(otherServer);
  try {
    const status = await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: portOf(otherServer), path: '/wap/touch/columnDetail/14.html' }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    assert.equal(status, 200);
  } finally {
    text.close();
    otherServer.close();
  }
});
