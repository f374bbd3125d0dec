// docs/decisions/0033: how much work one front server takes on at once, and who is told 'busy'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { admissionLimits, createAdmission, fairnessKey } from '../admission.mjs';

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
  const defaults = { maxActive: 16, maxQueue: 200, maxWaitMs: 4000, maxActivePerAddress: 4, maxQueuePerAddress: 25 };
  assert.deepEqual(admissionLimits({}), defaults);
  assert.deepEqual(admissionLimits({ FRONT_MAX_ACTIVE: '4', FRONT_MAX_QUEUE: '0', FRONT_MAX_WAIT_MS: 'soon' }), {
    maxActive: 4,
    maxQueue: 0,
    maxWaitMs: 4000,
    maxActivePerAddress: 1,
    maxQueuePerAddress: 1,
  });
  assert.deepEqual(admissionLimits({ FRONT_MAX_WAIT_MS: '20000' }).maxWaitMs, 20000);
  assert.deepEqual(admissionLimits({ FRONT_MAX_ACTIVE: '-1', FRONT_MAX_QUEUE: 'Infinity' }), defaults);
  assert.deepEqual(admissionLimits({ FRONT_MAX_ACTIVE_PER_ADDRESS: '8', FRONT_MAX_QUEUE_PER_ADDRESS: '50' }), {
    ...defaults,
    maxActivePerAddress: 8,
    maxQueuePerAddress: 50,
  });
});

test('a wait of 0 means no line: a request that finds no free slot is answered busy at once', async () => {
  const admission = createAdmission({ maxActive: 1, maxQueue: 10, maxWaitMs: 0, ...manualClock() });
  await admission.admit();
  // No clock is advanced: an answer that waited for a 0 ms timer would never come here.
  assert.equal(await admission.admit(), null);
  assert.deepEqual({ queued: admission.queued, shed: admission.shed }, { queued: 0, shed: 1 });
});

// docs/decisions/0080: one address asking for uncached pages as fast as it can took every slot, and
// an uncached article went from 66 ms to 4 s for everyone else.
test('one address holds its share of the slots; another address is served at once while it waits', async () => {
  const admission = createAdmission({
    maxActive: 4,
    maxQueue: 20,
    maxWaitMs: 1000,
    maxActivePerAddress: 2,
    maxQueuePerAddress: 3,
    ...manualClock(),
  });
  const flood = '203.0.113.9';
  const held = [await admission.admit(flood), await admission.admit(flood)];
  const waiting = [admission.admit(flood), admission.admit(flood)];
  assert.deepEqual(
    [admission.active, admission.queued, admission.activeOf(flood)],
    [2, 2, 2],
    'its third and fourth wait, though slots are free',
  );
  const reader = await admission.admit('198.51.100.4');
  assert.equal(typeof reader, 'function', 'another address takes a free slot at once');
  reader();
  held[0]();
  assert.equal(typeof (await waiting[0]), 'function', 'a slot it gives back goes to its own line');
  assert.equal(admission.activeOf(flood), 2);
  void waiting;
});

test('one address holds its share of the line; past it, it is answered busy while another still queues', async () => {
  const admission = createAdmission({
    maxActive: 2,
    maxQueue: 20,
    maxWaitMs: 1000,
    maxActivePerAddress: 1,
    maxQueuePerAddress: 3,
    ...manualClock(),
  });
  const flood = '203.0.113.10';
  await admission.admit(flood);
  await admission.admit('198.51.100.5');
  const lined = [admission.admit(flood), admission.admit(flood), admission.admit(flood)];
  assert.equal(await admission.admit(flood), null, 'a fourth place in line is refused');
  const reader = admission.admit('198.51.100.6');
  assert.equal(admission.queued, 4, 'another address still gets a place');
  void lined;
  void reader;
});

test('freed slots go to the waiting addresses in turn, not first come first served', async () => {
  const admission = createAdmission({
    maxActive: 2,
    maxQueue: 20,
    maxWaitMs: 1000,
    maxActivePerAddress: 2,
    maxQueuePerAddress: 10,
    ...manualClock(),
  });
  const [a, b] = ['203.0.113.11', '198.51.100.7'];
  const first = [await admission.admit(a), await admission.admit(a)];
  /** @type {string[]} */
  const order = [];
  const lined = [1, 2, 3].map((n) => admission.admit(a).then((release) => (order.push(`a${n}`), release)));
  const reader = admission.admit(b).then((release) => (order.push('b'), release));
  first[0]();
  await Promise.race([reader, ...lined]);
  first[1]();
  await reader;
  assert.deepEqual(order, ['a1', 'b'], "the reader of b comes before a's second and third");
});

test('IPv6 addresses count per /64; IPv4 as written, mapped or not', () => {
  assert.equal(fairnessKey('2001:db8:1:2:aaaa::1'), fairnessKey('2001:0db8:0001:0002:ffff:1:2:3'));
  assert.notEqual(fairnessKey('2001:db8:1:2::1'), fairnessKey('2001:db8:1:3::1'));
  assert.equal(fairnessKey('::ffff:203.0.113.5'), '203.0.113.5');
  assert.equal(fairnessKey('fe80::1%eth0'), fairnessKey('fe80::2'));
  assert.equal(fairnessKey(undefined), '');
});

test('work of no address (a background refresh) is held by the totals only', async () => {
  const admission = createAdmission({
    maxActive: 3,
    maxQueue: 10,
    maxWaitMs: 1000,
    maxActivePerAddress: 1,
    ...manualClock(),
  });
  assert.equal(typeof (await admission.admit()), 'function');
  assert.equal(typeof (await admission.admit()), 'function');
  assert.equal(admission.active, 2);
});
