#!/usr/bin/env node
// The production server: the front server (docs/decisions/0009) as a primary that never loads Next,
// and render workers, child processes that run Next on loopback ports (docs/decisions/0087).
// `node server/main.mjs` serves on PORT (3000): hits, static files and the admission queue here,
// renders and passed-on requests forwarded to a worker (server/renderWorkers.mjs).
//   RENDER_WORKERS            render workers (the cores less one, at least 1)
//   RENDER_WORKER_HANG_MS     a worker that answers no ping this long is replaced (15000)
//   RENDER_WORKER_START_MS    a worker that has not loaded Next this long is replaced (120000)
//   PAGE_CACHE=off            renders every page afresh (the path the bench calls 'no cache')
//   PAGE_CACHE_SECONDS        how long a rendered page is fresh (10)
//   PAGE_CACHE_STALE_SECONDS  how long after that it is served while a new one renders (5)
//   CONTENT_CACHE_SECONDS     how long platform answers are shared between renders (5 with the page
//                             cache, 30 without; server/freshness.mjs adds these up to the 30 s bound)
//   PAGE_CACHE_MB             memory for rendered pages (256)
//   CACHE_PURGE_TOKEN         enables POST {base}/api/cache/invalidate {tags:[...]} with that bearer token
//   REDIS_URL                 shares rendered pages and invalidations between instances
//   TRUSTED_PROXIES           addresses of proxies whose X-Forwarded-* headers are believed (docs/security.md)
//   FRONT_MAX_ACTIVE          renders and requests passed to Next at once (16; 0: no limit), docs/decisions/0033
//   FRONT_MAX_QUEUE           requests waiting for one of those slots (200); more are answered busy (503)
//   FRONT_MAX_WAIT_MS         the longest a request waits for a slot (4000) before it is answered busy
//   MEMORY_LOG_SECONDS        logs memory and the page cache's use this often (0: never), server/memoryLog.mjs
//   FRONT_HEADERS_TIMEOUT_MS, FRONT_REQUEST_TIMEOUT_MS, FRONT_KEEPALIVE_TIMEOUT_MS, FRONT_MAX_CONNECTIONS_PER_ADDRESS,
//   FRONT_BODY_IDLE_MS, FRONT_BODY_MIN_BYTES_PER_SECOND, FRONT_MAX_BODY_MB   slow and greedy clients (docs/decisions/0040)
//   PAGE_CACHE_VARIANTS_PER_PATH   query variants of one page kept in the page cache (16)
//   LIVE_SOCKETS_PER_ADDRESS, LIVE_MESSAGES_PER_SECOND   the live relay's limits per address and per socket
//   INLINE_STYLES=off         pages link their stylesheets instead of carrying them (docs/decisions/0107)
//   SITE_ORIGIN               the origin readers reach (absolute links, share previews, weixin sign-in)
// GET /health/live and /health/ready answer a load balancer (server/health.mjs).
import http from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createFrontServer } from './frontServer.mjs';
import { connectionLimits } from './connectionLimits.mjs';
import { bodyLimits } from './requestBody.mjs';
import { createFront, FAILED_HEADER, FILL_HEADER, isStaticAsset } from './front.mjs';
import { createStaticFiles } from './staticFiles.mjs';
import { createStyleInliner } from './inlineStyles.mjs';
import { createPageCache } from './pageCache.mjs';
import { invalidateLocally, onInvalidate, TAG_PATTERN } from './invalidation.mjs';
import { BASE_PATH, PAGE_LANGUAGES } from './pageRoutes.mjs';
import { admissionLimits, createAdmission } from './admission.mjs';
import { trustedProxies } from './forwarded.mjs';
import { createLiveRelay, liveLimits, RELAY_HEADER } from './liveRelay.mjs';
import { EDIT_VISIBLE_WITHIN_SECONDS, freshness } from './freshness.mjs';
import { startMemoryLog } from './memoryLog.mjs';
import { createHealth } from './health.mjs';
import { siteOriginWarning } from './siteOrigin.mjs';
import { createRenderWorkers, workerSettings } from './renderWorkers.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0';
/** @param {string} name @param {number} fallback */
const seconds = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

// The live relay proves itself to our own relay-ticket handler with this (the workers inherit the
// environment, so the handler reads it there; a fresh one every start, never configured).
process.env.TOUCH_RELAY_SECRET = randomBytes(32).toString('hex');

// Read by lib/platform/sharedCache.ts inside Next's bundles: set before the workers start.
const originWarning = siteOriginWarning(process.env, port);
if (originWarning) console.warn(`[front] ${originWarning}`);

const fresh = freshness(process.env);
process.env.CONTENT_CACHE_SECONDS = String(fresh.contentSeconds);
if (fresh.worstEditDelaySeconds > EDIT_VISIBLE_WITHIN_SECONDS) {
  console.warn(
    `[front] an edit may take up to ${fresh.worstEditDelaySeconds} s to show (content ${fresh.contentSeconds} + page ${fresh.freshSeconds} + stale ${fresh.staleSeconds} + micro-cache): more than ${EDIT_VISIBLE_WITHIN_SECONDS} s`,
  );
}

const cache = createPageCache({
  maxBytes: seconds('PAGE_CACHE_MB', 256) * 1024 * 1024,
  variantsPerPath: seconds('PAGE_CACHE_VARIANTS_PER_PATH', 16),
});
startMemoryLog(cache, seconds('MEMORY_LOG_SECONDS', 0));
const RELAYED = Symbol('relayed');
/** @type {Awaited<ReturnType<typeof import('./sharedStore.mjs').connectSharedStore>> | undefined} */
let shared;
if (process.env.REDIS_URL) {
  const { connectSharedStore } = await import('./sharedStore.mjs');
  // Another instance's invalidation runs here as if local, marked so it is not relayed back.
  shared = await connectSharedStore(process.env.REDIS_URL, {
    onRemoteInvalidate: (tags) => invalidateLocally(Object.assign([...tags], { [RELAYED]: true })),
  });
}
// An invalidation here (purge, another instance) reaches every worker's platform-answer caches; one a
// worker's write handler made (FROM_WORKER) drops the pages here and reaches the other workers.
const FROM_WORKER = Symbol('fromWorker');
const workers = createRenderWorkers({
  ...workerSettings(process.env),
  onInvalidate: (tags, from) => invalidateLocally(Object.assign([...tags], { [FROM_WORKER]: from })),
});
onInvalidate((tags) => {
  const marked = /** @type {readonly string[] & { [RELAYED]?: true, [FROM_WORKER]?: object }} */ (tags);
  cache.invalidate(tags);
  if (!marked[RELAYED]) shared?.publish(tags);
  return workers.broadcast(tags, marked[FROM_WORKER]).then(() => undefined);
});
// Like Next loaded before the server listened: the first worker is ready before it does.
await workers.start();

// Work this instance takes on at once; beyond it readers are told the server is busy (0033).
const limits = admissionLimits(process.env);
const admission = limits.maxActive > 0 ? createAdmission(limits) : undefined;

// The build's static files: answered here, never by a worker (server/staticFiles.mjs).
const STATIC_DIR = new URL('../.next/static', import.meta.url).pathname;
const staticFiles = createStaticFiles({ dir: STATIC_DIR, basePath: BASE_PATH });

const front = createFront({
  handle: async (req, res) => {
    delete req.headers[FILL_HEADER];
    delete req.headers[RELAY_HEADER];
    delete req.headers[FAILED_HEADER];
    if (isStaticAsset(req, BASE_PATH) && (await staticFiles.serve(req, res))) return;
    return workers.forward(req, res);
  },
  internalPort: () => workers.port(),
  cache,
  shared,
  freshMs: fresh.freshSeconds * 1000,
  staleMs: fresh.staleSeconds * 1000,
  enabled: fresh.pageCache,
  admission,
  basePath: BASE_PATH,
  body: bodyLimits(process.env),
  // Every rendered page carries its CSS itself: text paints when the HTML has come (decision 0107).
  inlineStyles:
    process.env.INLINE_STYLES === 'off' ? undefined : createStyleInliner({ dir: STATIC_DIR, basePath: BASE_PATH }),
});

const PURGE_PATH = `${BASE_PATH}/api/cache/invalidate`;
const purgeToken = process.env.CACHE_PURGE_TOKEN ?? '';

/** @param {http.IncomingMessage} req */
function isPurgeAllowed(req) {
  if (purgeToken.length < 16) return false;
  const given = Buffer.from((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  const expected = Buffer.from(purgeToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST {tags:[...]}: an editor's or the platform's change, dropped from every cache now.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
async function purge(req, res) {
  /** @param {number} status @param {object} body */
  const reply = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (!isPurgeAllowed(req)) return reply(403, { error: { code: 'forbidden', message: 'forbidden' } });
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) {
    chunks.push(chunk);
    if (chunks.reduce((sum, c) => sum + c.length, 0) > 16_384)
      return reply(413, { error: { code: 'too_large', message: 'too large' } });
  }
  let tags;
  try {
    tags = JSON.parse(Buffer.concat(chunks).toString('utf8')).tags;
  } catch {
    tags = null;
  }
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    tags.length > 100 ||
    !tags.every((tag) => typeof tag === 'string' && TAG_PATTERN.test(tag))
  ) {
    return reply(400, { error: { code: 'bad_request', message: 'tags: a list of cache tags' } });
  }
  await invalidateLocally(tags);
  return reply(200, { invalidated: tags });
}

const trusted = trustedProxies(process.env.TRUSTED_PROXIES);

// Live push (docs/decisions/0019): browsers' sockets to us, one socket of ours to the platform.
const RELAY_TICKET_PATH = `${BASE_PATH}/api/live/relayTicket`;
const SOCKET_PATH = `${BASE_PATH}/api/live/socket`;
const relay = createLiveRelay({
  ...liveLimits(process.env),
  siteOrigin: process.env.SITE_ORIGIN ?? `http://localhost:${port}`,
  trustForwardedHost: trusted.size > 0,
  ticket: () =>
    new Promise((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port: workers.port(),
          path: RELAY_TICKET_PATH,
          headers: { [RELAY_HEADER]: process.env.TOUCH_RELAY_SECRET },
          timeout: 10_000,
        },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            if (response.statusCode !== 200) return reject(new Error(`relay ticket answered ${response.statusCode}`));
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('relay ticket timed out')));
      request.on('error', reject);
    }),
});

// Ready means a render worker is up and the platform answers.
const health = createHealth({
  platformUrl: process.env.XY_API_BASE_URL ?? 'http://127.0.0.1:4100',
  appId: Number(process.env.XY_APP_ID ?? 1),
  siteId: Number(process.env.XY_SITE_ID ?? 1),
  nextLoaded: () => workers.readyCount() > 0,
});

const server = createFrontServer({
  front,
  trusted,
  limits: connectionLimits(process.env),
  basePath: BASE_PATH,
  health,
  purge: { path: PURGE_PATH, handle: (req, res) => void purge(req, res) },
  live: { path: SOCKET_PATH, handleUpgrade: relay.handleUpgrade },
});
relay.start();

server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  // Said plainly and fatal: a server that cannot listen must not look alive.
  console.error(
    error.code === 'EADDRINUSE'
      ? `[front] port ${port} is in use: another program listens there`
      : `[front] cannot listen on ${hostname}:${port}: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, hostname, () => {
  // Under `npm start` (scripts/start.mjs) the supervisor hears it is up without probing the port.
  process.send?.({ event: 'listening', port });
  console.log(
    `touch edition on :${port} (page cache ${process.env.PAGE_CACHE === 'off' ? 'off' : 'on'}, ${workers.readyCount()} render worker(s) ready, ${admission ? `${limits.maxActive} at once, ${limits.maxQueue} waiting up to ${limits.maxWaitMs} ms` : 'no limit'})`,
  );
  // Rendered while the server is quiet, so the first overload costs no render.
  if (admission) void front.prepareBusyPages(PAGE_LANGUAGES, `127.0.0.1:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    relay.close();
    server.close();
    workers.close();
    shared?.close();
    process.exit(0);
  });
}
