// A page is kept in one form (docs/decisions/0110): gzipped when it is over 1 KB, as it is when
// not. A browser gets the gzip form as it is kept; the rare client without gzip gets the page
// inflated, byte for byte what was rendered, with the same ETag, length and answers to HEAD and
// If-None-Match; and the cache counts what it holds, not a copy it no longer keeps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createPageCache } from '../pageCache.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';
import { portOf } from './support/ports.mjs';

/** A page as varied as a rendered one (several scripts, UTF-8 of 1 to 4 bytes a character). @param {string} url */
const big = (url) =>
  `<!DOCTYPE html><html><head><title>${url}</title></head><body>` +
  Array.from({ length: 400 }, (_, n) => `<p data-n="${n}">${n * 7919} 藏文 བོད་ཡིག 中文 😀 ${url}</p>`).join('') +
  '</body></html>';
let renders = 0;
/** Stands in for Next: a large page, or a small one under /small. */
const internal = http.createServer((req, res) => {
  renders += 1;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(req.url?.includes('newsDetail/9/') ? '<html><p>small</p></html>' : big(req.url ?? ''));
});
const cache = createPageCache({ maxBytes: 4 << 20 });
const { server } = frontUnderTest(internal, { cache });

/**
 * The answer's bytes as they came, not decoded.
 * @param {string} path @param {Record<string, string>} headers @param {string} [method]
 * @returns {Promise<{ status?: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
const ask = (path, headers = {}, method = 'GET') =>
  new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port: portOf(server), path, method, headers }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });

const ARTICLE = '/wap/touch/newsDetail/1/2.html';

test('a client without gzip gets the page byte for byte as rendered, with the ETag and length a browser gets', async () => {
  const miss = await ask(ARTICLE, { 'accept-encoding': 'identity' });
  assert.equal(miss.headers['x-cache'], 'MISS');
  const rendered = Buffer.from(big(ARTICLE));
  assert.ok(miss.body.equals(rendered), 'the miss answers the page as rendered');
  const plain = await ask(ARTICLE);
  const zipped = await ask(ARTICLE, { 'accept-encoding': 'gzip' });
  assert.equal(plain.headers['x-cache'], 'HIT');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.body.equals(rendered), 'a hit without gzip is the same bytes');
  assert.equal(plain.headers['content-length'], String(rendered.length));
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.ok(gunzipSync(zipped.body).equals(rendered));
  assert.equal(zipped.headers.etag, plain.headers.etag, 'one ETag for the page in either encoding');
  assert.equal(zipped.headers.vary, plain.headers.vary);
  // The same client again (the last page inflated is reused), and after a browser's hit in between.
  assert.ok((await ask(ARTICLE, { 'accept-encoding': 'gzip;q=0' })).body.equals(rendered));
});

test('HEAD and If-None-Match answer as before in either encoding, its length read from the gzip form', async () => {
  const zipped = await ask(ARTICLE, { 'accept-encoding': 'gzip' });
  const headPlain = await ask(ARTICLE, {}, 'HEAD');
  assert.equal(headPlain.headers['content-length'], String(Buffer.byteLength(big(ARTICLE))));
  assert.equal(headPlain.body.length, 0);
  const headZipped = await ask(ARTICLE, { 'accept-encoding': 'gzip' }, 'HEAD');
  assert.equal(headZipped.headers['content-length'], String(zipped.body.length));
  assert.equal(headZipped.headers['content-encoding'], 'gzip');
  for (const encoding of ['gzip', 'identity']) {
    const again = await ask(ARTICLE, { 'accept-encoding': encoding, 'if-none-match': String(zipped.headers.etag) });
    assert.equal(again.status, 304, encoding);
    assert.equal(again.body.length, 0);
  }
});

test('the cache holds one form of each page and counts just that: the gzip form, or a small page as it is', async () => {
  cache.clear();
  const zipped = await ask(ARTICLE, { 'accept-encoding': 'gzip' });
  assert.equal(cache.size, 1);
  assert.equal(cache.bytes, zipped.body.length + 512, 'the gzip form and the bookkeeping, no raw copy');
  assert.equal(cache.get(`${ARTICLE}|`)?.body, null, 'kept without its raw form');

  const small = '/wap/touch/newsDetail/9/1.html';
  const answer = await ask(small, { 'accept-encoding': 'gzip' });
  assert.equal(answer.headers['content-encoding'], undefined, 'a page of 1 KB or less is not gzipped');
  assert.equal(answer.body.toString(), '<html><p>small</p></html>');
  assert.equal(cache.bytes, zipped.body.length + 512 + answer.body.length + 512);
});

test('a purge drops the page and the next reader, with or without gzip, gets a fresh render', async () => {
  await ask(ARTICLE, { 'accept-encoding': 'gzip' });
  const before = renders;
  assert.ok(cache.invalidate(['article:2']) + cache.invalidate(['column:1']) >= 1, 'the page is filed under its tags');
  const plain = await ask(ARTICLE);
  assert.equal(plain.headers['x-cache'], 'MISS');
  assert.equal(renders, before + 1);
  assert.ok(plain.body.equals(Buffer.from(big(ARTICLE))));
});
