// The pages and invalidations front servers share through Redis (server/sharedStore.mjs,
// docs/decisions/0016): what is filed where and for how long, what an invalidation deletes and who
// hears of it, and Redis slow, down and back. The real `redis` client talks to a stand-in over a
// socket (support/fakeRedis.mjs): CI has no redis-server, and a stand-in can be slow or down on cue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { connectSharedStore, serialiseEntry, parseEntry } from '../sharedStore.mjs';
import { startFakeRedis } from './support/fakeRedis.mjs';

const DAY = 24 * 60 * 60;
const CHANNEL = 'touch:invalidate';
/** A ceiling, not a speed test: a store that never answers fails the test instead of hanging the run. */
const ceiling = { timeout: 20_000 };

/**
 * A page kept in its one form, gzipped, as the front server keeps one over 1 KB (docs/decisions/0110).
 * @param {string} key @param {string[]} tags @returns {import('../pageCache.mjs').PageEntry}
 */
const page = (key, tags = []) => ({
  key,
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: null,
  gzip: gzipSync(`<p>${key} 藏文 བོད་</p>`),
  tags,
  storedAt: 1_700_000_000_000,
});

/** Polls a condition the code under test will make true; the test's own timeout bounds it. @param {() => unknown} done */
async function until(done) {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A store with the invalidations it was told of. @param {string} url */
async function store(url) {
  /** @type {string[][]} */
  const heard = [];
  const shared = await connectSharedStore(url, { onRemoteInvalidate: (tags) => heard.push(tags) });
  return { shared, heard };
}

/** Silences the store's outage lines and keeps them for the test. @param {import('node:test').TestContext} t */
function captureLogs(t) {
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const logs = [];
  t.mock.method(console, 'error', (/** @type {unknown[]} */ ...a) => errors.push(a.map(String).join(' ')));
  t.mock.method(console, 'log', (/** @type {unknown[]} */ ...a) => logs.push(a.map(String).join(' ')));
  return { errors, logs };
}

test('an entry survives the trip through Redis in its one form: as base64, the missing form as null', () => {
  const entry = page('/a|cn', ['article:1']);
  const back = parseEntry(serialiseEntry(entry));
  assert.deepEqual(back, entry);
  assert.ok(back?.body === null && Buffer.isBuffer(back?.gzip));
  assert.equal(JSON.parse(serialiseEntry(entry)).body, null, 'no second copy of the page in Redis');
  assert.equal(JSON.parse(serialiseEntry(entry)).gzip, entry.gzip?.toString('base64'));
  const plain = { ...entry, body: Buffer.from('<p>small</p>'), gzip: null };
  assert.deepEqual(parseEntry(serialiseEntry(plain)), plain);
});

test('a page stored with both forms (by an instance from before 0110) is read back in its gzip form only', () => {
  const entry = page('/a|cn', ['article:1']);
  const both = { ...entry, body: Buffer.from(`<p>/a|cn 藏文 བོད་</p>`) };
  assert.deepEqual(parseEntry(serialiseEntry(both)), entry);
});

test('what is not a page of ours is "not here", never a throw', () => {
  const good = JSON.parse(serialiseEntry(page('/a')));
  for (const text of [
    null,
    undefined,
    42,
    '',
    'not json',
    '[]',
    'null',
    JSON.stringify({ ...good, key: 1 }),
    JSON.stringify({ ...good, body: null, gzip: null }),
    JSON.stringify({ ...good, body: 7, gzip: null }),
    JSON.stringify({ ...good, tags: 'article:1' }),
  ]) {
    assert.equal(parseEntry(text), undefined, String(text));
  }
  const kept = parseEntry(JSON.stringify({ ...good, body: Buffer.from('<p>a</p>').toString('base64'), gzip: 7 }));
  assert.equal(kept?.gzip, null, 'a gzip that is not base64 text is dropped, the page kept');
  assert.equal(kept?.body?.toString(), '<p>a</p>');
  assert.equal(parseEntry(JSON.stringify({ ...good, gzip: 7 })), undefined, 'with no body either, no page');
});

test(
  'a page one instance stores is served by another, filed under its tags for the stale-if-error day',
  ceiling,
  async (t) => {
    const redis = await startFakeRedis();
    const a = await store(redis.url);
    const b = await store(redis.url);
    t.after(async () => {
      a.shared.close();
      b.shared.close();
      await redis.stop();
    });

    const entry = page('/articles/1|cn', ['article:1', 'column:3']);
    a.shared.set(entry);
    await until(() => redis.data.has('touch:page:/articles/1|cn'));
    assert.deepEqual(await b.shared.get('/articles/1|cn'), entry);
    assert.equal(await b.shared.get('/articles/2|cn'), undefined, 'a page nobody stored');

    assert.equal(redis.ttl.get('touch:page:/articles/1|cn'), DAY);
    for (const tag of ['article:1', 'column:3']) {
      assert.deepEqual([.../** @type {Set<string>} */ (redis.data.get(`touch:tag:${tag}`))], ['/articles/1|cn']);
      assert.equal(redis.ttl.get(`touch:tag:${tag}`), DAY, `the set of ${tag} expires with its pages`);
    }
    const names = redis.log.map(([name]) => name.toUpperCase());
    const multi = names.indexOf('MULTI');
    assert.deepEqual(
      names.slice(multi, names.indexOf('EXEC') + 1),
      ['MULTI', 'SET', 'SADD', 'EXPIRE', 'SADD', 'EXPIRE', 'EXEC'],
      'the page and its tags go in one transaction',
    );
  },
);

test(
  "an invalidation deletes its tags' pages and sets, and every other instance hears the tags, not the one that sent them",
  ceiling,
  async (t) => {
    const redis = await startFakeRedis();
    const a = await store(redis.url);
    const b = await store(redis.url);
    t.after(async () => {
      a.shared.close();
      b.shared.close();
      await redis.stop();
    });
    await until(() => redis.subscribers(CHANNEL) === 2);

    a.shared.set(page('/articles/1|cn', ['article:1']));
    a.shared.set(page('/articles/1|bo', ['article:1']));
    a.shared.set(page('/columns/3|cn', ['column:3']));
    await until(() => redis.data.has('touch:page:/columns/3|cn'));

    a.shared.publish(['article:1']);
    await until(() => b.heard.length === 1);
    assert.deepEqual(b.heard, [['article:1']]);
    for (const key of ['touch:page:/articles/1|cn', 'touch:page:/articles/1|bo', 'touch:tag:article:1']) {
      assert.equal(redis.data.has(key), false, `${key} deleted`);
    }
    assert.ok(redis.data.has('touch:page:/columns/3|cn'), "another tag's page stays");
    assert.equal(await b.shared.get('/articles/1|cn'), undefined);

    // The sender dropped the pages from its own memory before publishing: it ignores its own message.
    // b's message reaches a after a's own, on the same connection: once a hears b, it has read its own.
    b.shared.publish(['column:3']);
    await until(() => a.heard.length === 1);
    assert.deepEqual(a.heard, [['column:3']]);
    assert.deepEqual(b.heard, [['article:1']]);
  },
);

test(
  'a message on the channel that is not an invalidation changes nothing; tags that are not text are dropped',
  ceiling,
  async (t) => {
    const redis = await startFakeRedis();
    const a = await store(redis.url);
    t.after(async () => {
      a.shared.close();
      await redis.stop();
    });
    await until(() => redis.subscribers(CHANNEL) === 1);
    const publisher = net.connect(redis.port, '127.0.0.1');
    t.after(() => publisher.destroy());
    /** @param {string} message */
    const publish = (message) =>
      publisher.write(
        `*3\r\n$7\r\nPUBLISH\r\n$${CHANNEL.length}\r\n${CHANNEL}\r\n$${Buffer.byteLength(message)}\r\n${message}\r\n`,
      );

    publish('not json');
    publish(JSON.stringify({ from: 'x', tags: 'article:1' }));
    publish(JSON.stringify(null));
    publish(JSON.stringify({ from: 'x', tags: ['article:2', 7, null, { tag: 'x' }, 'column:1'] }));
    await until(() => a.heard.length > 0);
    assert.deepEqual(
      a.heard,
      [['article:2', 'column:1']],
      'only the last message is an invalidation, with its text tags',
    );
  },
);

test('a failing remote invalidation is logged, and the next one still runs', ceiling, async (t) => {
  const { errors } = captureLogs(t);
  const redis = await startFakeRedis();
  /** @type {string[][]} */
  const heard = [];
  const a = await connectSharedStore(redis.url, {
    onRemoteInvalidate: async (tags) => {
      heard.push(tags);
      if (tags[0] === 'bad') throw new Error('purge failed');
    },
  });
  const b = await store(redis.url);
  t.after(async () => {
    a.close();
    b.shared.close();
    await redis.stop();
  });
  await until(() => redis.subscribers(CHANNEL) === 2);
  b.shared.publish(['bad']);
  b.shared.publish(['good']);
  await until(() => heard.length === 2 && errors.length === 1);
  assert.deepEqual(heard, [['bad'], ['good']]);
  assert.match(String(errors[0]), /remote invalidation failed/);
});

test(
  'a Redis too slow to help is "not here" (the page is rendered instead), and its late answer is not served to the next reader',
  ceiling,
  async (t) => {
    const redis = await startFakeRedis();
    const a = await store(redis.url);
    t.after(async () => {
      a.shared.close();
      await redis.stop();
    });
    a.shared.set(page('/slow|cn'));
    a.shared.set(page('/next|cn'));
    await until(() => redis.data.has('touch:page:/next|cn'));

    redis.pause();
    assert.equal(await a.shared.get('/slow|cn'), undefined);
    redis.resume();
    assert.deepEqual(await a.shared.get('/next|cn'), page('/next|cn'));
  },
);

test(
  'Redis down at start: the instance starts, serves from its own memory, logs the outage once, and joins when Redis comes',
  ceiling,
  async (t) => {
    const { errors, logs } = captureLogs(t);
    // A Redis that accepts and drops every connection at once: the client retries, and the test
    // counts its attempts.
    let attempts = 0;
    const refusing = net.createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise((resolve) => refusing.listen(0, '127.0.0.1', () => resolve(undefined)));
    const port = /** @type {net.AddressInfo} */ (refusing.address()).port;
    const stopRefusing = () => new Promise((resolve) => refusing.close(() => resolve(undefined)));
    t.after(() => refusing.listening && stopRefusing());

    const a = await store(`redis://127.0.0.1:${port}`);
    t.after(() => a.shared.close());
    assert.equal(await a.shared.get('/x|cn'), undefined);
    a.shared.set(page('/x|cn', ['article:1']));
    a.shared.publish(['article:1']);

    await until(() => attempts >= 6);
    const outage = errors.filter((line) => line.includes('Redis unavailable'));
    assert.equal(outage.filter((line) => line.includes('commands:')).length, 1, 'one line for the commands connection');
    assert.equal(outage.filter((line) => line.includes('invalidations:')).length, 1, 'one for the subscriber');

    await stopRefusing();
    const redis = await startFakeRedis({ port });
    t.after(() => redis.stop());
    await until(
      () => logs.some((line) => line.includes('commands: Redis is back')) && redis.subscribers(CHANNEL) === 1,
    );
    assert.equal(redis.data.size, 0, 'nothing was queued while Redis was down');
    a.shared.set(page('/x|cn'));
    await until(() => redis.data.has('touch:page:/x|cn'));
    assert.deepEqual(await a.shared.get('/x|cn'), page('/x|cn'));
  },
);

test(
  'Redis going away: "not here" at once, one line for the outage, one for the return, and the shared pages again',
  ceiling,
  async (t) => {
    const { errors, logs } = captureLogs(t);
    let redis = await startFakeRedis();
    const { port } = redis;
    const a = await store(redis.url);
    t.after(async () => {
      a.shared.close();
      await redis.stop();
    });
    a.shared.set(page('/y|cn'));
    await until(() => redis.data.has('touch:page:/y|cn'));

    await redis.stop();
    await until(() => errors.some((line) => line.includes('commands: Redis unavailable')));
    assert.equal(await a.shared.get('/y|cn'), undefined);
    assert.equal(await a.shared.get('/y|cn'), undefined);
    a.shared.set(page('/z|cn'));
    assert.equal(errors.filter((line) => line.includes('commands: Redis unavailable')).length, 1);

    redis = await startFakeRedis({ port });
    await until(() => logs.some((line) => line.includes('commands: Redis is back')));
    redis.data.set('touch:page:/y|cn', serialiseEntry(page('/y|cn')));
    assert.deepEqual(await a.shared.get('/y|cn'), page('/y|cn'));
    assert.equal(redis.data.has('touch:page:/z|cn'), false, 'what was set while down was dropped, not replayed');
  },
);

test(
  'after Redis comes back, each invalidation is heard once (the subscription is renewed, not doubled)',
  ceiling,
  async (t) => {
    captureLogs(t);
    let redis = await startFakeRedis();
    const { port } = redis;
    const a = await store(redis.url);
    const b = await store(redis.url);
    t.after(async () => {
      a.shared.close();
      b.shared.close();
      await redis.stop();
    });
    await until(() => redis.subscribers(CHANNEL) === 2);
    await redis.stop();
    redis = await startFakeRedis({ port });
    await until(() => redis.subscribers(CHANNEL) === 2);
    await until(async () => (a.shared.set(page('/ready|cn')), await b.shared.get('/ready|cn')));

    b.shared.publish(['article:1']);
    b.shared.publish(['article:2']);
    await until(() => a.heard.length >= 2);
    // One more round trip on a's subscription: a doubled listener would have heard each message twice by now.
    b.shared.publish(['article:3']);
    await until(() => a.heard.some(([tag]) => tag === 'article:3'));
    assert.deepEqual(a.heard, [['article:1'], ['article:2'], ['article:3']]);
    assert.equal(
      redis.log.filter(([name]) => name.toUpperCase() === 'SUBSCRIBE').length,
      2,
      'one subscription per instance',
    );
  },
);

test('close() ends both connections', ceiling, async (t) => {
  const redis = await startFakeRedis();
  t.after(() => redis.stop());
  const a = await store(redis.url);
  await until(() => redis.subscribers(CHANNEL) === 1);
  a.shared.close();
  await until(() => redis.subscribers(CHANNEL) === 0);
  assert.equal(await a.shared.get('/a|cn'), undefined);
});
