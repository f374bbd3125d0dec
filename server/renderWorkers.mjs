// The primary's render workers (docs/decisions/0087): child processes that run Next
// (server/renderWorker.mjs), each on a loopback port. The primary never loads Next: it answers
// hits, static files and the admission queue itself and forwards only renders and passed-on
// requests here. A worker that exits is replaced; one whose event loop stops answering pings (a
// stuck render) is killed and replaced; meanwhile the primary keeps serving cached and stale pages.
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';

const SCRIPT = new URL('./renderWorker.mjs', import.meta.url).pathname;

/**
 * RENDER_WORKERS (default: the cores less one, at least one), RENDER_WORKER_HANG_MS (how long a
 * worker may leave a ping unanswered before it is replaced; 15000), RENDER_WORKER_START_MS (how long
 * one may take to load Next; 120000). Nonsense is said plainly and the default used.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} [cores]
 */
export function workerSettings(env, cores = os.availableParallelism()) {
  /** @param {string} name @param {number} fallback @param {number} min */
  const read = (name, fallback, min) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min) return value;
    console.warn(`[front] ${name}=${raw} is not a whole number ≥ ${min}: using ${fallback}`);
    return fallback;
  };
  return {
    count: read('RENDER_WORKERS', Math.max(1, cores - 1), 1),
    hangMs: read('RENDER_WORKER_HANG_MS', 15_000, 100),
    startMs: read('RENDER_WORKER_START_MS', 120_000, 1_000),
  };
}

/** Hop-by-hop headers: about one connection, never passed across the primary. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

/**
 * @typedef {{
 *   child: import('node:child_process').ChildProcess,
 *   port: number,
 *   startedAt: number,
 *   lastPong: number,
 *   startTimer?: NodeJS.Timeout,
 * }} Worker
 */

/**
 * @param {{
 *   count: number,
 *   hangMs: number,
 *   startMs: number,
 *   script?: string,
 *   onInvalidate: (tags: string[], from: object) => Promise<unknown>,
 * }} options
 */
export function createRenderWorkers(options) {
  /** @type {Set<Worker>} */
  const workers = new Set();
  /** @type {Worker[]} ready ones, in the order they are handed out */
  let ready = [];
  let turn = 0;
  let closing = false;
  let quickDeaths = 0;
  let nextAck = 0;
  /** @type {Map<number, () => void>} */
  const acks = new Map();
  /** @type {((worker: Worker) => void)[]} waiting for the first ready worker */
  let onFirstReady = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const pingEvery = Math.max(50, Math.floor(options.hangMs / 3));

  function spawnWorker() {
    const child = fork(options.script ?? SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    /** @type {Worker} */
    const worker = { child, port: 0, startedAt: Date.now(), lastPong: Date.now() };
    workers.add(worker);
    worker.startTimer = setTimeout(() => {
      console.error(`[front] render worker ${child.pid} did not load Next within ${options.startMs} ms: replacing it`);
      child.kill('SIGKILL');
    }, options.startMs);
    child.on('message', (/** @type {{ event?: string, port?: number, id?: number, tags?: string[] }} */ message) => {
      if (message.event === 'ready' && typeof message.port === 'number') {
        clearTimeout(worker.startTimer);
        worker.port = message.port;
        worker.lastPong = Date.now();
        ready.push(worker);
        for (const waiter of onFirstReady) waiter(worker);
        onFirstReady = [];
      } else if (message.event === 'pong') {
        worker.lastPong = Date.now();
      } else if (message.event === 'invalidate' && Array.isArray(message.tags)) {
        const id = message.id;
        void options
          .onInvalidate(message.tags, worker)
          .catch((error) => console.error('[front] an invalidation from a render worker failed', error))
          .finally(() => {
            if (child.connected) child.send({ event: 'invalidated', id });
          });
      } else if (message.event === 'invalidated' && typeof message.id === 'number') {
        acks.get(message.id)?.();
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(worker.startTimer);
      workers.delete(worker);
      ready = ready.filter((other) => other !== worker);
      if (closing) return;
      const lived = Date.now() - worker.startedAt;
      quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
      const delay = quickDeaths === 0 ? 0 : Math.min(10_000, 250 * 2 ** (quickDeaths - 1));
      console.error(
        `[front] render worker ${child.pid} ended (${signal ?? `exit ${code}`}) after ${lived} ms: a new one starts${delay ? ` in ${delay} ms` : ''}`,
      );
      setTimeout(() => {
        if (!closing) spawnWorker();
      }, delay).unref();
    });
  }

  // A worker whose event loop is stuck (a render that never yields) answers no ping: replaced.
  const pinger = setInterval(() => {
    const now = Date.now();
    for (const worker of ready) {
      if (now - worker.lastPong > options.hangMs) {
        console.error(
          `[front] render worker ${worker.child.pid} answered no ping for ${options.hangMs} ms: replacing it`,
        );
        ready = ready.filter((other) => other !== worker);
        worker.child.kill('SIGKILL');
      } else if (worker.child.connected) {
        worker.child.send({ event: 'ping', at: now });
      }
    }
  }, pingEvery);
  pinger.unref();

  /** The port of the next ready worker in turn; 0 when none is ready (the request then fails as a failed render). */
  function port() {
    if (ready.length === 0) return 0;
    turn = (turn + 1) % ready.length;
    return /** @type {Worker} */ (ready[turn]).port;
  }

  /**
   * Passes a request on to a worker and its answer back, streamed both ways. With no worker, or
   * when the worker fails before answering, the reader is told to retry (503, the one error shape).
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  function forward(req, res) {
    const target = port();
    /** @type {http.OutgoingHttpHeaders} */
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    if (target === 0) return unavailable(res);
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers, agent },
      (answer) => {
        /** @type {http.OutgoingHttpHeaders} */
        const back = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete back[name];
        delete back['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else unavailable(res);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  /** @param {http.ServerResponse} res */
  function unavailable(res) {
    if (res.destroyed) return;
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '1' });
    res.end(
      JSON.stringify({
        error: { code: 'unavailable', message: 'the site is restarting a renderer, try again shortly' },
      }),
    );
  }

  /**
   * Hands an invalidation to every worker but `except` (the one it came from), answered once each
   * has dropped its caches, or after 2 s.
   * @param {readonly string[]} tags @param {object} [except]
   */
  function broadcast(tags, except) {
    return Promise.all(
      [...ready]
        .filter((worker) => worker !== except && worker.child.connected)
        .map(
          (worker) =>
            new Promise((resolve) => {
              const id = ++nextAck;
              const timer = setTimeout(() => done(), 2_000);
              const done = () => {
                clearTimeout(timer);
                acks.delete(id);
                resolve(undefined);
              };
              acks.set(id, done);
              worker.child.send({ event: 'invalidate', id, tags: [...tags] });
            }),
        ),
    );
  }

  /** Starts the workers; resolves when the first is ready to render. */
  function start() {
    const first = new Promise((resolve) => onFirstReady.push(resolve));
    for (let index = 0; index < options.count; index++) spawnWorker();
    return first;
  }

  function close() {
    closing = true;
    clearInterval(pinger);
    for (const worker of workers) worker.child.kill('SIGTERM');
    agent.destroy();
  }

  return {
    start,
    port,
    forward,
    broadcast,
    close,
    readyCount: () => ready.length,
    pids: () => ready.map((worker) => worker.child.pid),
  };
}
