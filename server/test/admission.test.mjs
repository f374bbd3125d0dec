// docs/decisions/0033: how much work one front server takes on at once, and who is told 'busy'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { admissionLimits, createAdmission } from '../admission.mjs';

/** Timers run by hand: `advance(ms)` fires what is due. */
function manualClock() {
  let now = 0;
  /** @type {Set<{ at: number, run: () => void }>} */
  const timers = new Set();
  return {
    /** @type {import('../admission.mjs').SetTimer} */
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    /** @param {number} ms */
    advance(ms) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at <= now) {
          timers.delete(timer);
          timer.run();
        }
      }
    },
  };
}

test('takes up to maxActive at once; the next wait in line and get the slots in order', async () => {
  const clock = manualClock();
  const admission = createAdmission({ maxActive: 2, maxQueue: 10, maxWaitMs: 1000, ...clock });
  const first = await admission.admit();
  const second = await admission.admit();
  assert.equal(admission.active, 2);
  /** @type {string[]} */
  const order = [];
  const third = admission.admit().then((release) => (order.push('third'), release));
  const fourth = admission.admit().then((release) => (order.push('fourth'), release));
  assert.equal(admission.queued, 2);
  first();
  first(); // a second release of the same slot frees nothing more
  const thirdRelease = await third;
  assert.equal(typeof thirdRelease, 'function');
  assert.deepEqual(order, ['third']);
  assert.equal(admission.active, 2);
  second();
  assert.equal(typeof (await fourth), 'function');
  assert.deepEqual(order, ['third', 'fourth']);
  assert.equal(admission.shed, 0);
});

test('a request that waited maxWaitMs is answered busy (null), and leaves the line', async () => {
  const clock = manualClock();
  const admission = createAdmission({ maxActive: 1, maxQueue: 10, maxWaitMs: 1000, ...clock });
  const holder = await admission.admit();
  const waiting = admission.admit();
  clock.advance(999);
  assert.equal(admission.queued, 1);
  clock.advance(1);
  assert.equal(await waiting, null);
  assert.equal(admission.queued, 0);
  assert.equal(admission.shed, 1);
  // The slot it would have had goes to the next one, not to the one that gave up.
  const later = admission.admit();
  holder();
  assert.equal(typeof (await later), 'function');
  assert.equal(admission.active, 1);
});

test('a full line answers busy at once, without waiting', async () => {
  const clock = manualClock();
  const admission = createAdmission({ maxActive: 1, maxQueue: 2, maxWaitMs: 1000, ...clock });
  await admission.admit();
  void admission.admit();
  void admission.admit();
  assert.equal(await admission.admit(), null);
  assert.equal(admission.shed, 1);
});

test('tryAdmit gives a slot only when one is free now (a background refresh never queues)', async () => {
  const admission = createAdmission({ maxActive: 1, maxQueue: 10, maxWaitMs: 1000, ...manualClock() });
  const slot = admission.tryAdmit();
  assert.ok(typeof slot === 'function', 'the free slot is given');
  assert.equal(admission.tryAdmit(), null);
  assert.equal(admission.queued, 0);
  slot();
  assert.equal(admission.active, 0);
});

test('the limits come from the environment, with defaults; nonsense falls back to them', () => {
  assert.deepEqual(admissionLimits({}), { maxActive: 16, maxQueue: 200, maxWaitMs: 4000 });
  assert.deepEqual(admissionLimits({ FRONT_MAX_ACTIVE: '4', FRONT_MAX_QUEUE: '0', FRONT_MAX_WAIT_MS: 'soon' }), { maxActive: 4, maxQueue: 0, maxWaitMs: 4000 });
  assert.deepEqual(admissionLimits({ FRONT_MAX_WAIT_MS: '20000' }).maxWaitMs, 20000);
  assert.deepEqual(admissionLimits({ FRONT_MAX_ACTIVE: '-1', FRONT_MAX_QUEUE: 'Infinity' }), { maxActive: 16, maxQueue: 200, maxWaitMs: 4000 });
});

test('a wait of 0 means no line: a request that finds no free slot is answered busy at once', async () => {
  const admission = createAdmission({ maxActive: 1, maxQueue: 10, maxWaitMs: 0, ...manualClock() });
  await admission.admit();
  // No clock is advanced: an answer that waited for a 0 ms timer would never come here.
  assert.equal(await admission.admit(), null);
  assert.deepEqual({ queued: admission.queued, shed: admission.shed }, { queued: 0, shed: 1 });
});
