/**
 * Likes are limited per device (or member) and per address on the platform too: the last line
 * behind the front end's own limits (lib/like-limits.mjs, docs/decisions/0043).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, postEncrypted } from './helpers.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { SHORT_VIDEO_IDS as V } from '../seed/short-videos.mjs';
import { createLikeLimits, LIKE_LIMITS } from '../lib/like-limits.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = /** @type {any} */ (await makePlatform({ images: false }))));
after(() => dispose(app, dir));

const TOO_MANY = /^too many attempts, try again in \d+ minutes$/;

/** One short-video like (the mvod service's event call). @param {string} device */
async function likeShortVideo(device) {
  const res = await app.inject({
    method: 'POST',
    url: '/mvod/event',
    payload: new URLSearchParams({ id: String(V.first + 2), eventType: '1', device }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return res.json();
}

test('one device: 60 likes a minute, of articles and short videos together; the next is refused before it is counted', async () => {
  const device = 'dev-like-flood';
  for (let i = 0; i < LIKE_LIMITS.perDevice.limit - 1; i++) {
    const answer = (await postEncrypted(app, 'event', { id: F.video, type: 0, eventType: 1, device })).body;
    assert.equal(answer.status, 0, answer.message);
  }
  assert.equal((await likeShortVideo(device)).status, 0);
  const before = (await postEncrypted(app, 'event', { id: F.video, type: 0, eventType: 1, device: 'dev-like-other' }))
    .body.data.countPraise;
  const refused = (await postEncrypted(app, 'event', { id: F.video, type: 0, eventType: 1, device })).body;
  assert.equal(refused.status, -1);
  assert.match(refused.message, TOO_MANY);
  const shortVideo = await likeShortVideo(device);
  assert.match(shortVideo.message, TOO_MANY);
  // Nothing was counted for the refused likes; another device still likes.
  const after = (await postEncrypted(app, 'event', { id: F.video, type: 0, eventType: 1, device: 'dev-like-other' }))
    .body.data.countPraise;
  assert.equal(after, before - 1, 'the other device took its like back: the refused ones changed nothing');
});

test('one address: 600 likes a minute whatever the devices, then it waits until the oldest leaves the minute', () => {
  let now = 1_000_000;
  const limits = createLikeLimits({ now: () => now });
  for (let i = 0; i < LIKE_LIMITS.perAddress.limit; i++) limits.take({ actor: `d:dev-${i}`, address: '10.0.0.1' });
  assert.throws(() => limits.take({ actor: 'd:dev-new', address: '10.0.0.1' }), { message: TOO_MANY });
  limits.take({ actor: 'd:dev-new', address: '10.0.0.2' });
  now += 60_001;
  limits.take({ actor: 'd:dev-new-2', address: '10.0.0.1' });
});

test('the counts are bounded: a flood of invented devices keeps at most the subjects and times allowed', () => {
  const limits = createLikeLimits({ maxSubjects: 1_000, maxTimes: 1_500 });
  for (let i = 0; i < 50_000; i++) limits.take({ actor: `d:invented-${i}`, address: '' });
  assert.deepEqual(limits.size(), { subjects: 1_000, times: 1_000 });
  for (let i = 0; i < 10; i++) for (let j = 0; j < 60; j++) limits.take({ actor: `d:busy-${i}`, address: '' });
  assert.ok(limits.size().times <= 1_500);
});
