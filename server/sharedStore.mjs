// The rendered pages and invalidations that front server instances share through Redis
// (docs/decisions/0016, docs/deploy.md). main.mjs connects it when REDIS_URL is set.
//
// A page is one Redis string (JSON, bodies in base64) that expires after the stale-if-error
// window, filed in one Redis set per cache tag. Invalidating a tag deletes the pages of its set
// and publishes the tags on a channel: every other instance drops them from its memory too.
//
// Redis is a help, never a dependency: when it is slow or down, get() answers "not here" at
// once, set() and publish() do nothing, the failure is logged once, and each instance serves
// from its own memory until Redis is back (the client reconnects by itself).
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

/** As long as a page may be served stale while the platform is down (stale-if-error=86400). */
const KEEP_SECONDS = 24 * 60 * 60;
/** A shared hit must beat a render; past this, rendering is the faster way. */
const GET_TIMEOUT_MS = 250;
const PREFIX = process.env.REDIS_PREFIX ?? 'touch:';
const pageKey = (/** @type {string} */ key) => `${PREFIX}page:${key}`;
const tagKey = (/** @type {string} */ tag) => `${PREFIX}tag:${tag}`;
const CHANNEL = `${PREFIX}invalidate`;

/** @param {import('./pageCache.mjs').PageEntry} entry */
export function serialiseEntry(entry) {
  return JSON.stringify({
    ...entry,
    body: entry.body?.toString('base64') ?? null,
    gzip: entry.gzip?.toString('base64') ?? null,
  });
}

/** @param {unknown} text @returns {import('./pageCache.mjs').PageEntry | undefined} */
export function parseEntry(text) {
  if (typeof text !== 'string') return undefined;
  try {
    const raw = JSON.parse(text);
    if (typeof raw.key !== 'string' || !Array.isArray(raw.tags)) return undefined;
    const gzip = typeof raw.gzip === 'string' ? Buffer.from(raw.gzip, 'base64') : null;
    // One form kept, as in the page cache (docs/decisions/0110): a page stored with both (by an
    // instance from before) keeps its gzip form only; one with neither is no page.
    const body = gzip === null && typeof raw.body === 'string' ? Buffer.from(raw.body, 'base64') : null;
    if (gzip === null && body === null) return undefined;
    return { ...raw, body, gzip };
  } catch {
    return undefined;
  }
}

/** Logs a Redis failure once per outage, and the recovery, instead of once per request. @param {string} name */
function outageLog(name) {
  let down = false;
  return {
    /** @param {unknown} error */
    failed(error) {
      if (down) return;
      down = true;
      console.error(
        `[shared-store] ${name}: Redis unavailable, serving from this instance's memory (${error instanceof Error ? error.message : error})`,
      );
    },
    recovered() {
      if (!down) return;
      down = false;
      console.log(`[shared-store] ${name}: Redis is back`);
    },
  };
}

/**
 * Connects, waiting two seconds at most: answers whether it is connected by then.
 * @param {{ on(event: string, listener: (error: unknown) => void): unknown, connect(): Promise<unknown> }} client
 * @param {ReturnType<typeof outageLog>} log
 * @returns {Promise<boolean>}
 */
function connectClient(client, log) {
  client.on('error', (error) => log.failed(error));
  client.on('ready', () => log.recovered());
  // Not awaited past a moment: an instance starts and serves with Redis down, and joins later.
  const connected = client.connect().then(
    () => true,
    (error) => {
      log.failed(error);
      return false;
    },
  );
  return Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2_000, false).unref())]);
}

/**
 * @param {string} url redis://host:port
 * @param {{ onRemoteInvalidate: (tags: string[]) => unknown }} handlers
 */
export async function connectSharedStore(url, { onRemoteInvalidate }) {
  const instance = randomBytes(8).toString('hex');
  const socket = {
    connectTimeout: 2_000,
    reconnectStrategy: (/** @type {number} */ retries) => Math.min(250 * 2 ** retries, 5_000),
  };
  // A command while disconnected fails at once rather than waiting in a queue behind a page.
  const client = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber = createClient({ url, socket });
  const commandsLog = outageLog('commands');
  const subscriberLog = outageLog('invalidations');

  /** @param {string} message */
  const onMessage = (message) => {
    let parsed;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    // This instance invalidated its own memory before publishing.
    if (parsed?.from === instance || !Array.isArray(parsed?.tags)) return;
    Promise.resolve(
      onRemoteInvalidate(parsed.tags.filter((/** @type {unknown} */ tag) => typeof tag === 'string')),
    ).catch((error) => console.error('[shared-store] remote invalidation failed', error));
  };
  // Subscribed once connected (the client renews it on every reconnect by itself).
  let subscribed = false;
  subscriber.on('ready', () => {
    if (subscribed) return;
    subscribed = true;
    subscriber.subscribe(CHANNEL, onMessage).catch((error) => {
      subscribed = false;
      subscriberLog.failed(error);
    });
  });
  await Promise.all([connectClient(client, commandsLog), connectClient(subscriber, subscriberLog)]);

  return {
    /** A page another instance rendered, or undefined (also when Redis is slow or down). @param {string} key */
    async get(key) {
      if (!client.isReady) return undefined;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      /** @type {Promise<undefined>} */
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, GET_TIMEOUT_MS, undefined);
      });
      try {
        const text = await Promise.race([client.get(pageKey(key)), timeout]);
        commandsLog.recovered();
        return parseEntry(text);
      } catch (error) {
        commandsLog.failed(error);
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
    /** @param {import('./pageCache.mjs').PageEntry} entry */
    set(entry) {
      if (!client.isReady) return;
      const multi = client
        .multi()
        .set(pageKey(entry.key), serialiseEntry(entry), { expiration: { type: 'EX', value: KEEP_SECONDS } });
      for (const tag of entry.tags) multi.sAdd(tagKey(tag), entry.key).expire(tagKey(tag), KEEP_SECONDS);
      multi.exec().catch((error) => commandsLog.failed(error));
    },
    /** Deletes the tags' pages from Redis, then tells every other instance to drop them. @param {readonly string[]} tags */
    publish(tags) {
      if (!client.isReady) return;
      (async () => {
        for (const tag of tags) {
          const keys = await client.sMembers(tagKey(tag));
          await client.del([tagKey(tag), ...keys.map(pageKey)]);
        }
        await client.publish(CHANNEL, JSON.stringify({ from: instance, tags }));
      })().catch((error) => commandsLog.failed(error));
    },
    close() {
      for (const connection of [client, subscriber]) {
        if (connection.isOpen) connection.destroy();
      }
    },
  };
}
