// SITE_ORIGIN unset or wrong is said at start (server/siteOrigin.mjs): unset, every absolute link
// and the weixin sign-in lead readers on other machines to localhost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteOriginWarning } from '../siteOrigin.mjs';

test('unset or empty: the warning names localhost with the port and says what to set', () => {
  for (const env of [{}, { SITE_ORIGIN: '' }, { SITE_ORIGIN: '  ' }]) {
    const warning = siteOriginWarning(env, 3000);
    assert.match(
      String(warning),
      /SITE_ORIGIN is not set: .* http:\/\/localhost:3000, which only this machine reaches/,
    );
    assert.match(String(warning), /Set SITE_ORIGIN to the address readers use/);
  }
});

test('an origin: no warning; not an origin: says why', () => {
  assert.equal(siteOriginWarning({ SITE_ORIGIN: 'https://touch.example.com' }, 3000), null);
  assert.equal(siteOriginWarning({ SITE_ORIGIN: 'http://192.0.2.10:3000/' }, 3000), null);
  assert.match(String(siteOriginWarning({ SITE_ORIGIN: 'touch.example.com' }, 3000)), /is not an address/);
  assert.match(String(siteOriginWarning({ SITE_ORIGIN: 'ftp://touch.example.com' }, 3000)), /not an http\(s\) origin/);
  assert.match(
    String(siteOriginWarning({ SITE_ORIGIN: 'https://example.com/wap/touch' }, 3000)),
    /has a path: give the origin only \(https:\/\/example\.com\)/,
  );
});
