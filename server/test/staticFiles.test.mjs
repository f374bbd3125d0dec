// The primary's static files (server/staticFiles.mjs, docs/decisions/0087): the build's files
// answered from memory, gzipped for who accepts it, immutable; anything else left to a worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createStaticFiles } from '../staticFiles.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
mkdirSync(path.join(dir, 'chunks'));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(path.join(dir, 'chunks', 'app-1a2b.js'), SCRIPT);
writeFileSync(path.join(dir, '..', 'secret.txt'), 'not a static file');
const files = createStaticFiles({ dir, basePath: '/wap/touch' });

/** @param {string} url @param {Record<string, string>} [headers] */
async function ask(url, headers = {}, method = 'GET') {
  const server = http.createServer(async (req, res) => {
    if (!(await files.serve(req, res))) {
      res.writeHead(404, { 'x-passed-on': '1' });
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    return await new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: url, method, headers }, (response) => {
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
  } finally {
    server.close();
  }
}

test('a file of the build: gzipped for a browser that accepts it, whole for one that does not, immutable', async () => {
  const zipped = await ask('/wap/touch/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, br' });
  assert.equal(zipped.status, 200);
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(zipped.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.match(String(zipped.headers['content-type']), /javascript/);
  assert.equal(gunzipSync(zipped.body).toString(), SCRIPT);
  const plain = await ask('/wap/touch/_next/static/chunks/app-1a2b.js?v=1');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), SCRIPT);
  const again = await ask('/wap/touch/_next/static/chunks/app-1a2b.js', {
    'if-none-match': String(plain.headers.etag),
  });
  assert.equal(again.status, 304);
  const head = await ask('/wap/touch/_next/static/chunks/app-1a2b.js', {}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});

test('a name the build lacks, or one that leaves the folder, is passed on', async () => {
  for (const url of [
    '/wap/touch/_next/static/chunks/missing.js',
    '/wap/touch/_next/static/../secret.txt',
    '/wap/touch/_next/static/%2e%2e/secret.txt',
    '/elsewhere/_next/static/chunks/app-1a2b.js',
  ]) {
    const answer = await ask(url);
    assert.equal(answer.headers['x-passed-on'], '1', url);
  }
});
