import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { EDIT_VISIBLE_WITHIN_SECONDS, freshness, MICRO_CACHE_SECONDS } from '../freshness.mjs';

test('with the defaults an edit reaches readers through every cache within 30 s (docs/decisions/0029)', () => {
  const settings = freshness({});
  assert.ok(settings.pageCache);
  assert.ok(
    settings.worstEditDelaySeconds <= EDIT_VISIBLE_WITHIN_SECONDS,
    `content ${settings.contentSeconds} + page ${settings.freshSeconds} + stale ${settings.staleSeconds} + micro-cache ${MICRO_CACHE_SECONDS} = ${settings.worstEditDelaySeconds} s`,
  );
});

test('the micro-cache lifetime counted is the one nginx is configured with', () => {
  const template = readFileSync(new URL('../../deploy/nginx.conf.template', import.meta.url), 'utf8');
  const valid = /proxy_cache_valid [^;]*?(\d+)s;/.exec(template);
  assert.equal(Number(valid?.[1]), MICRO_CACHE_SECONDS);
});

test('without the page cache every request renders: platform answers keep their 30 s', () => {
  const settings = freshness({ PAGE_CACHE: 'off' });
  assert.equal(settings.contentSeconds, 30);
  assert.equal(settings.worstEditDelaySeconds, 30);
});

test('settings from the environment win, and one that breaks the bound is reported as such', () => {
  const settings = freshness({ CONTENT_CACHE_SECONDS: '30', PAGE_CACHE_STALE_SECONDS: '10' });
  assert.equal(settings.contentSeconds, 30);
  assert.equal(settings.worstEditDelaySeconds, 55);
  assert.equal(freshness({ PAGE_CACHE_SECONDS: 'soon' }).freshSeconds, 10);
});
