// One server process under `npm start` (scripts/start.mjs, docs/decisions/0077): started, heard
// when it listens (it sends {event: 'listening'} over IPC, so nothing else on its port can answer
// for it), logged and started again with back-off when it dies, stopped on request.
import { spawn } from 'node:child_process';

/**
 * Back-off before a restart: 1 s, 2 s, 4 s … up to 30 s while the process keeps dying; from
 * 1 s again once it has stayed up a minute.
 */
export const BACKOFF = { firstMs: 1_000, maxMs: 30_000, stableMs: 60_000 };

/** @param {number} failures deaths in a row, 1 for the first @param {typeof BACKOFF} backoff */
export function restartDelayMs(failures, backoff = BACKOFF) {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1));
}

/** @param {number | null} code @param {NodeJS.Signals | null} signal */
function how(code, signal) {
  return signal ? `was ended by ${signal}` : `exited with code ${code}`;
}

/**
 * @param {{
 *   name: string,
 *   script: string,
 *   env: NodeJS.ProcessEnv,
 *   log?: (line: string) => void,
 *   backoff?: typeof BACKOFF,
 *   stopGraceMs?: number,
 * }} options
 */
export function supervise({
  name,
  script,
  env,
  log = (line) => console.log(`[start] ${line}`),
  backoff = BACKOFF,
  stopGraceMs = 10_000,
}) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  let stopping = false;
  let failures = 0;
  let restarts = 0;
  /** @type {NodeJS.Timeout | null} */
  let pending = null;
  /** @type {(value: number) => void} */
  let firstListening = () => {};
  /** @type {(error: Error) => void} */
  let firstFailed = () => {};
  let everListened = false;
  /** Resolves with the port once the first process listens; rejects when it dies before. */
  const listening = new Promise((resolve, reject) => {
    firstListening = resolve;
    firstFailed = reject;
  });
  listening.catch(() => {});

  function start() {
    pending = null;
    const startedAt = Date.now();
    const current = spawn(process.execPath, [script], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
    child = current;
    let listened = false;
    current.on('message', (/** @type {any} */ message) => {
      if (message?.event !== 'listening') return;
      listened = true;
      if (!everListened) {
        everListened = true;
        firstListening(Number(message.port));
      } else {
        log(`${name} is back (pid ${current.pid}, restart ${restarts})`);
      }
    });
    current.on('exit', (code, signal) => {
      if (child === current) child = null;
      if (stopping) return;
      if (!everListened) {
        firstFailed(new Error(`${name} ${how(code, signal)} before it listened`));
        return;
      }
      // A process that stayed up a while died of something new: back-off starts over.
      failures = listened && Date.now() - startedAt >= backoff.stableMs ? 1 : failures + 1;
      restarts += 1;
      const delay = restartDelayMs(failures, backoff);
      log(
        `${name} (pid ${current.pid}) ${how(code, signal)}; starting it again in ${(delay / 1000).toFixed(1)} s (restart ${restarts})`,
      );
      pending = setTimeout(start, delay);
    });
  }
  start();

  return {
    listening,
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    /** Ends the process (SIGTERM, then SIGKILL after stopGraceMs) and starts no other. */
    stop(signal = /** @type {NodeJS.Signals} */ ('SIGTERM')) {
      stopping = true;
      if (pending) clearTimeout(pending);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const kill = setTimeout(() => {
          log(`${name} (pid ${current.pid}) still running ${stopGraceMs / 1000} s after ${signal}: SIGKILL`);
          current.kill('SIGKILL');
        }, stopGraceMs);
        current.once('exit', () => {
          clearTimeout(kill);
          resolve(undefined);
        });
        current.kill(signal);
      });
    },
  };
}
