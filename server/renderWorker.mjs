// A render worker (docs/decisions/0087): a child process of the primary (server/main.mjs) that runs
// Next on a loopback port and answers only what the primary forwards to it: the page cache's renders
// and the requests passed on (writes, /api, the flight data). It speaks to the primary over the IPC
// channel fork() opens: 'ready' with its port once Next is prepared, 'pong' to each 'ping' (a worker
// whose event loop is stuck answers none and is replaced), and invalidations both ways, so a write
// handler's invalidateTags() here drops the primary's rendered pages and the other workers' caches.
import http from 'node:http';
import { saveNativeFetch } from '../lib/processWide.mjs';
import { invalidateLocally, onInvalidate } from './invalidation.mjs';

if (!process.send) {
  console.error('[worker] server/renderWorker.mjs is started by server/main.mjs (fork), not by hand');
  process.exit(1);
}
const send = /** @type {(message: object) => void} */ (process.send.bind(process));

// Platform calls go out with the runtime's own fetch, not the one Next patches when it loads
// (lib/platform/wireFetch.ts, docs/decisions/0037): saved here, before Next is loaded.
saveNativeFetch(globalThis.fetch);

/** Invalidations the primary relayed here: not sent back. */
const FROM_PRIMARY = Symbol('fromPrimary');
let nextInvalidation = 0;
/** @type {Map<number, () => void>} */
const waiting = new Map();

// A write handler's invalidateTags() (lib/cache/tags.ts) awaits this: it resolves once the primary
// has dropped the pages, so the writer's next read is fresh (or after 2 s, the primary being gone).
onInvalidate((tags) => {
  if (/** @type {readonly string[] & { [FROM_PRIMARY]?: true }} */ (tags)[FROM_PRIMARY]) return;
  const id = ++nextInvalidation;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(undefined);
    }, 2_000);
    waiting.set(id, () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    send({ event: 'invalidate', id, tags: [...tags] });
  });
});

process.on('message', (/** @type {{ event?: string, id?: number, tags?: string[], at?: number }} */ message) => {
  if (message.event === 'ping') send({ event: 'pong', at: message.at });
  else if (message.event === 'invalidated' && typeof message.id === 'number') {
    waiting.get(message.id)?.();
    waiting.delete(message.id);
  } else if (message.event === 'invalidate' && Array.isArray(message.tags)) {
    const id = message.id;
    void invalidateLocally(Object.assign([...message.tags], { [FROM_PRIMARY]: true })).finally(() =>
      send({ event: 'invalidated', id }),
    );
  }
});
// The primary gone, this worker has no one to answer.
process.on('disconnect', () => process.exit(0));

// `next` is CommonJS whose module.exports is the server factory, which import() gives as `default`;
// its types describe that factory as the default export of an ES module (one `default` deeper).
const next = /** @type {typeof import('next').default} */ (/** @type {unknown} */ ((await import('next')).default));

// No hostname/port: given them, Next sends its own rewrites back through that address (the
// primary, which strips the fill header) and, behind TLS, over https to itself.
const app = next({ dev: false, dir: new URL('..', import.meta.url).pathname });
await app.prepare();
const handle = app.getRequestHandler();

// Reached only over loopback, by the primary.
const server = http.createServer((req, res) => void handle(req, res));
server.keepAliveTimeout = 60_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
send({ event: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
