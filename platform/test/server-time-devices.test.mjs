/**
 * serverTime and codeImeiRecord (docs/decisions/0032): the platform's clock, and one record per device.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, request, postEncrypted, tokenFor } from './helpers.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

test('serverTime answers the platform clock in ms and in its dialect', async () => {
  const before = Date.now();
  const data = await call(app, 'serverTime');
  assert.ok(data.serverTime >= before && data.serverTime <= Date.now());
  assert.match(data.time, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.0$/);
});

test('codeImeiRecord records a device once (deviceId, else the decoration device); a repeat counts and never fails', async () => {
  const first = await postEncrypted(app, 'codeImeiRecord', { deviceId: 'web-device-0001', channel: 1 });
  assert.equal(first.body.status, 0, first.body.message);
  assert.equal(first.body.data.recorded, true);
  assert.equal(first.body.data.firstVisit, true);
  const again = await postEncrypted(app, 'codeImeiRecord', {
    deviceId: 'web-device-0001',
    imei: '867530912345678',
    channel: 2,
  });
  assert.equal(again.body.data.firstVisit, false);
  assert.equal(again.body.data.firstSeen, first.body.data.firstSeen);
});

test('codeImeiRecord refuses a missing or odd device id, and an odd imei', async () => {
  const bare = await request(app, {
    method: 'POST',
    url: '/app_if/codeImeiRecord',
    form: { channel: 1 },
    headers: { token: await tokenFor(app) },
  });
  assert.equal(bare.body.message, 'deviceId is required', 'neither deviceId nor the decoration device');
  assert.equal((await postEncrypted(app, 'codeImeiRecord', { deviceId: 'x' })).body.message, 'deviceId is required');
  assert.equal(
    (await postEncrypted(app, 'codeImeiRecord', { deviceId: '<script>alert(1)</script>' })).body.message,
    'deviceId is required',
  );
  assert.equal(
    (await postEncrypted(app, 'codeImeiRecord', { deviceId: 'web-device-0002', imei: '86 75' })).body.message,
    'invalid imei',
  );
  const get = await request(app, { url: '/app_if/codeImeiRecord', query: { deviceId: 'web-device-0003' } });
  assert.equal(get.http, 404, 'a POST');
});
