// A rendered page carries the build's CSS itself, once, so text paints when the HTML has come
// (docs/decisions/0107): the link React looks for stays, disabled; anything else is left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createStyleInliner } from '../inlineStyles.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';

const BASE = '/wap/touch';
const dir = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
mkdirSync(path.join(dir, 'chunks'));
const SITE_CSS =
  '.title{color:red}@font-face{src:url(../media/face.woff2) format("woff2")}' +
  '.a{background:url("./dot.png")}.b{background:url(data:image/png;base64,AA==)}' +
  '.c{background:url(/wap/touch/icon.svg)}.d{mask:url(#m)}\n/*# sourceMappingURL=site.css.map*/';
writeFileSync(path.join(dir, 'chunks', 'site.css'), SITE_CSS);
writeFileSync(path.join(dir, 'chunks', 'closes.css'), '.x::after{content:"</style><script>"}');
writeFileSync(path.join(dir, 'chunks', 'imports.css'), '@import url(other.css);.y{color:blue}');

/** @type {string[]} */
const reads = [];
const inline = createStyleInliner({
  dir,
  basePath: BASE,
  read: (file) => {
    reads.push(file);
    return readFileSync(file, 'utf8');
  },
});
const SITE_LINK = `<link rel="stylesheet" href="${BASE}/_next/static/chunks/site.css" data-precedence="next"/>`;
const page = (/** @type {string} */ head) =>
  `<!DOCTYPE html><html><head>${head}</head><body><p>text</p><script>self.__next_f.push([1,":HL[\\"${BASE}/_next/static/chunks/site.css\\",\\"style\\"]"])</script></body></html>`;

test("a link to one of the build's stylesheets becomes its CSS once, its url()s absolute, the link kept and disabled", () => {
  const html = inline(Buffer.from(page(SITE_LINK))).body.toString('utf8');
  assert.equal(html.split('.title{color:red}').length - 1, 1, 'the CSS is in the page once');
  assert.match(html, /<style data-precedence="next" data-inlined="\/wap\/touch\/_next\/static\/chunks\/site.css">/);
  assert.ok(html.includes(`url(${BASE}/_next/static/media/face.woff2)`), 'a path up from the file resolved');
  assert.ok(html.includes(`url("${BASE}/_next/static/chunks/dot.png")`), 'a path beside the file resolved');
  assert.ok(html.includes('url(data:image/png;base64,AA==)'), 'data left');
  assert.ok(html.includes('url(/wap/touch/icon.svg)'), 'an absolute path left');
  assert.ok(html.includes('url(#m)'), 'a fragment left');
  assert.ok(!html.includes('sourceMappingURL'), 'the source map comment, relative to the file, goes');
  // React finds its stylesheet by link[rel="stylesheet"][href]: it must stay, but not block paint.
  assert.ok(
    html.includes(
      `<link rel="stylesheet" href="${BASE}/_next/static/chunks/site.css" data-precedence="next" disabled/>`,
    ),
  );
  assert.ok(html.indexOf('<style') < html.indexOf('<link'), 'the CSS where the link was');
  assert.ok(html.includes('self.__next_f.push'), 'the flight data left alone');
});

const PRELOADS = `</>; rel=preconnect; crossorigin="", <${BASE}/_next/static/chunks/site.css>; rel=preload; as="style", <${BASE}/_next/static/chunks/other.css>; rel=preload; as="style"`;

test('the Link header loses the preload of a stylesheet the page now carries, and nothing else', () => {
  const { link } = inline(Buffer.from(page(SITE_LINK)), PRELOADS);
  assert.equal(
    link,
    `</>; rel=preconnect; crossorigin="", <${BASE}/_next/static/chunks/other.css>; rel=preload; as="style"`,
  );
  const only = `<${BASE}/_next/static/chunks/site.css>; rel=preload; as="style"`;
  assert.equal(
    inline(Buffer.from(page(SITE_LINK)), only).link,
    undefined,
    'no header left when nothing else was in it',
  );
});

test('each file is read once, whatever the number of pages', () => {
  inline(Buffer.from(page(SITE_LINK)));
  inline(Buffer.from(page(SITE_LINK)));
  assert.equal(reads.filter((file) => file.endsWith('site.css')).length, 1);
});

test('links that are not our own stylesheets, or whose CSS cannot be inlined safely, are left as they are', () => {
  const untouched = [
    '<link rel="stylesheet" href="https://cdn.example/site.css"/>',
    `<link rel="stylesheet" href="/elsewhere/_next/static/chunks/site.css"/>`,
    `<link rel="stylesheet" href="${BASE}/_next/static/chunks/missing.css" data-precedence="next"/>`,
    `<link rel="stylesheet" href="${BASE}/_next/static/chunks/../../secret.css"/>`,
    `<link rel="stylesheet" href="${BASE}/_next/static/chunks/site.css?v=1"/>`,
    `<link rel="preload" href="${BASE}/_next/static/chunks/site.css" as="style"/>`,
    `<link rel="stylesheet" href="${BASE}/_next/static/chunks/closes.css"/>`,
    `<link rel="stylesheet" href="${BASE}/_next/static/chunks/imports.css"/>`,
    `<link rel="stylesheet" href="${BASE}/_next/static/chunks/site.css" disabled/>`,
  ];
  for (const link of untouched) {
    const body = Buffer.from(page(link));
    const kept = inline(body, PRELOADS);
    assert.equal(kept.body, body, `${link} left as it is`);
    assert.equal(kept.link, PRELOADS, 'and the preloads with it');
  }
});

// Through the front server: the page a render answered is kept with its CSS, gzip and etag made
// from that; a hit sends what was kept; an answer that is not HTML is not read.
const internal = http.createServer((req, res) => {
  const html = !req.url?.includes('/columnDetail/');
  res.writeHead(200, { 'content-type': html ? 'text/html; charset=utf-8' : 'text/plain', link: PRELOADS });
  res.end(page(SITE_LINK) + '<!--' + 'x'.repeat(2000) + '-->');
});
const { get, server } = frontUnderTest(internal, { inlineStyles: inline });

/** The gzip answer's bytes as they came. @param {string} path @returns {Promise<{ encoding?: string, body: Buffer }>} */
const gzipped = (path) =>
  new Promise((resolve, reject) => {
    const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

test('the front server keeps and serves the page with its CSS inline, its gzip and etag of that page', async () => {
  const miss = await get(`${BASE}/home.html`);
  assert.equal(miss.headers['x-cache'], 'MISS');
  assert.equal(miss.body.split('.title{color:red}').length - 1, 1);
  assert.match(miss.body, /data-precedence="next" disabled\/>/);
  assert.ok(!miss.headers.link?.includes('site.css'), 'no early download of the CSS the page carries');
  const hit = await get(`${BASE}/home.html`);
  assert.equal(hit.headers['x-cache'], 'HIT');
  assert.equal(hit.body, miss.body);
  assert.equal(hit.headers.etag, miss.headers.etag);
  const zipped = await gzipped(`${BASE}/home.html`);
  assert.equal(zipped.encoding, 'gzip');
  assert.equal(gunzipSync(zipped.body).toString('utf8'), miss.body);
});

test('an answer that is not HTML is kept as it came', async () => {
  const answer = await get(`${BASE}/columnDetail/7.html`);
  assert.equal(answer.status, 200);
  assert.ok(answer.body.includes(SITE_LINK));
  assert.ok(!answer.body.includes('.title{color:red}'));
  assert.equal(answer.headers.link, PRELOADS);
});

// An article asked for under a column it is not filed in is a variant of its canonical page (its
// canonical link names the other address) and never goes to the store every instance shares
// (pageCache.mjs). The canonical is read from the page as rendered: with a large stylesheet inline,
// the head's canonical link lies beyond the first 64 KB that are read for it.
writeFileSync(path.join(dir, 'chunks', 'large.css'), `.large{color:red}${'.l{margin:0}'.repeat(8000)}`);
const largePage = (/** @type {string} */ canonical) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="${BASE}/_next/static/chunks/large.css" data-precedence="next"/>` +
  `<link rel="canonical" href="${canonical}"/></head><body><p>text</p></body></html>`;
const variants = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(largePage(`${BASE}/newsDetail/12/9.html`));
});
/** @type {string[]} */
const shared = [];
const { get: getVariant } = frontUnderTest(variants, {
  inlineStyles: inline,
  shared: { get: async () => undefined, set: (entry) => void shared.push(entry.key) },
});

test('a variant page with a large stylesheet inline stays out of the shared store; its canonical page goes in', async () => {
  const variant = await getVariant(`${BASE}/newsDetail/1/9.html`);
  assert.ok(variant.body.indexOf('rel="canonical"') > 64 * 1024, 'the canonical link lies past the first 64 KB');
  assert.ok(!shared.some((key) => key.startsWith(`${BASE}/newsDetail/1/9.html`)), shared.join(', '));
  await getVariant(`${BASE}/newsDetail/12/9.html`);
  assert.ok(
    shared.some((key) => key.startsWith(`${BASE}/newsDetail/12/9.html`)),
    shared.join(', '),
  );
});
