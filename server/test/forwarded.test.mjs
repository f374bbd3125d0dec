// Forwarded headers believed only from a configured proxy; the headers every answer carries,
// HSTS on https (docs/decisions/0024).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { settleForwarded, trustedProxies } from '../forwarded.mjs';
import { setSecurityHeaders, HSTS } from '../securityHeaders.mjs';
import { directivesFor } from '../csp.mjs';

/** A request as it reaches the server. @param {string} remoteAddress @param {Record<string, string>} headers */
const request = (remoteAddress, headers, encrypted = false) => ({
  socket: { remoteAddress, encrypted },
  headers: { ...headers },
});

test('without a trusted proxy, a reader cannot choose their address, host or scheme', () => {
  const req = request('203.0.113.7', {
    'x-forwarded-for': '1.2.3.4',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'for=1.2.3.4',
  });
  const settled = settleForwarded(req, trustedProxies(''));
  assert.deepEqual(settled, { address: '203.0.113.7', secure: false });
  assert.equal(req.headers['x-forwarded-for'], '203.0.113.7');
  assert.equal(req.headers['x-forwarded-host'], undefined);
  assert.equal(req.headers['x-forwarded-proto'], undefined);
  assert.equal(req.headers.forwarded, undefined);
});

test('behind a trusted proxy: the nearest untrusted hop is the reader, the proxy says host and scheme', () => {
  const trusted = trustedProxies('10.0.0.5, loopback');
  const req = request('::ffff:10.0.0.5', {
    'x-forwarded-for': '6.6.6.6, 198.51.100.9, 127.0.0.1',
    'x-forwarded-host': 'news.example.cn',
    'x-forwarded-proto': 'https',
  });
  assert.deepEqual(settleForwarded(req, trusted), { address: '198.51.100.9', secure: true });
  assert.equal(req.headers['x-forwarded-for'], '198.51.100.9', 'what the reader wrote before the proxy is ignored');
  assert.equal(req.headers['x-forwarded-host'], 'news.example.cn');
  // The same headers from an address that is not the proxy are a reader's own words.
  const direct = request('198.51.100.9', { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' });
  assert.deepEqual(settleForwarded(direct, trusted), { address: '198.51.100.9', secure: false });
});

test('every answer carries the security headers; HSTS only on https', () => {
  /** @type {Record<string, string>} */
  const headers = {};
  const res = { setHeader: (/** @type {string} */ name, /** @type {string} */ value) => void (headers[name] = value) };
  setSecurityHeaders(res, { secure: false });
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.match(headers['content-security-policy'] ?? '', /default-src 'none'/);
  assert.equal(headers['strict-transport-security'], undefined);
  setSecurityHeaders(res, { secure: true });
  assert.equal(headers['strict-transport-security'], HSTS);
});

test('cached pages narrow images and connections the same way proxy.ts does (lib/http/csp.test.ts)', () => {
  const directives = directivesFor({
    XY_API_BASE_URL: 'https://api.example.cn/base',
    CSP_MEDIA_HOSTS: 'https://img.example.cn, https://video.example.cn/x',
    XY_STAT_URL: 'https://stat.example.cn/stat',
  });
  assert.equal(
    directives.find((d) => d.startsWith('img-src')),
    "img-src 'self' data: blob: https://api.example.cn https://img.example.cn https://video.example.cn https://thirdwx.qlogo.cn https://wx.qlogo.cn",
  );
  assert.ok(directives.find((d) => d.startsWith('connect-src'))?.includes('https://stat.example.cn'));
  for (const d of directives.filter((text) => /^(img|media|connect)-src/.test(text)))
    assert.doesNotMatch(d, /(^| )(https?:|wss?:)( |$)/, d);
});
