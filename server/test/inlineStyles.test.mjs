// A cached page's stylesheets inline in its HTML (server/inlineStyles.mjs, docs/decisions/0098):
// the text comes before its link, which no longer blocks the first paint, the stylesheet's
// relative urls still reach its files, and a page whose stylesheet cannot be read keeps its links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStyleInliner } from '../inlineStyles.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';

const BASE = '/wap/touch';
const dir = mkdtempSync(path.join(tmpdir(), 'styles-'));
mkdirSync(path.join(dir, 'chunks'));
writeFileSync(
  path.join(dir, 'chunks', 'shell-1a.css'),
  '.top{color:red;background:url(../media/bar.png)}@font-face{src:url("/abs/f.woff2")}\n/*# sourceMappingURL=shell-1a.css.map */',
);
writeFileSync(path.join(dir, 'chunks', 'page-2b.css'), '.card{margin:0;background:url(data:image/png;base64,AA)}');
writeFileSync(path.join(dir, 'chunks', 'evil-3c.css'), '.x{content:"</style><script>"}');
const styles = createStyleInliner({ dir, basePath: BASE });

/** @param {string} name */
const link = (name) => `<link rel="stylesheet" href="${BASE}/_next/static/chunks/${name}" data-precedence="next"/>`;
/** @param {string[]} names */
const page = (...names) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${names.map(link).join('')}<script src="${BASE}/_next/static/chunks/a.js" async=""></script></head><body><h1>新闻</h1><script>self.__next_f.push([1,"${BASE}/_next/static/chunks/${names[0]}"])</script></body></html>`;

test('each stylesheet is written once before its link, and the link no longer blocks rendering', () => {
  const html = styles.inline(page('shell-1a.css', 'page-2b.css'));
  const head = html.slice(0, html.indexOf('</head>'));
  const shell = head.indexOf('<style data-inlined="/wap/touch/_next/static/chunks/shell-1a.css">.top{color:red');
  const shellLink = head.indexOf(
    `<link media="print" rel="stylesheet" href="${BASE}/_next/static/chunks/shell-1a.css"`,
  );
  const card = head.indexOf('<style data-inlined="/wap/touch/_next/static/chunks/page-2b.css">.card{margin:0');
  assert.ok(shell !== -1 && shellLink !== -1 && card !== -1, html);
  assert.ok(shell < shellLink && shellLink < card, 'the cascade order of the stylesheets is kept');
  assert.doesNotMatch(html, /<link rel="stylesheet"/, 'no stylesheet left render-blocking');
  assert.equal(html.split('.top{color:red').length, 2, 'the text is there once');
  // React finds its stylesheet resources by `link[rel="stylesheet"][href]`: the links stay.
  assert.equal(html.match(/<link media="print" rel="stylesheet"/g)?.length, 2);
  // The flight data is not touched.
  assert.match(html, /self\.__next_f\.push\(\[1,"\/wap\/touch\/_next\/static\/chunks\/shell-1a\.css"\]\)/);
});

test('relative urls are made to resolve against the stylesheet, not the page; others and the source map comment', () => {
  const html = styles.inline(page('shell-1a.css', 'page-2b.css'));
  assert.match(html, /url\(\/wap\/touch\/_next\/static\/media\/bar\.png\)/);
  assert.match(html, /url\("\/abs\/f\.woff2"\)/);
  assert.match(html, /url\(data:image\/png;base64,AA\)/);
  assert.doesNotMatch(html, /sourceMappingURL/);
});

test('a page whose stylesheet is missing, or could close the <style>, keeps its links as they are', () => {
  const missing = page('shell-1a.css', 'gone-9z.css');
  assert.equal(styles.inline(missing), missing);
  const evil = page('evil-3c.css');
  assert.equal(styles.inline(evil), evil);
  const elsewhere = `<html><head><link rel="stylesheet" href="https://cdn.example/x.css"/></head></html>`;
  assert.equal(styles.inline(elsewhere), elsewhere);
  const tooLarge = createStyleInliner({ dir, basePath: BASE, maxBytes: 10 });
  const small = page('page-2b.css');
  assert.equal(tooLarge.inline(small), small);
});

const internal = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page('shell-1a.css'));
});
const { get } = frontUnderTest(internal, { styles });

test('the front server keeps and sends the page with its stylesheets inline', async () => {
  const first = await get(`${BASE}/home.html`);
  assert.equal(first.status, 200);
  assert.match(first.body, /<style data-inlined="[^"]+">\.top\{color:red/);
  assert.doesNotMatch(first.body, /<link rel="stylesheet"/);
  const hit = await get(`${BASE}/home.html`);
  assert.equal(hit.headers['x-cache'], 'HIT');
  assert.equal(hit.body, first.body);
  // Inline styles are allowed by the policy as it is: a style hash would switch 'unsafe-inline' off.
  assert.match(String(hit.headers['content-security-policy']), /style-src 'self' 'unsafe-inline'(;|$)/);
});
