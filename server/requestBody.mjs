// A request's body is read in full before the request may take a work slot (docs/decisions/0040).
//
// Next reads a body while it handles the request, so a request passed on at once held one of the
// FRONT_MAX_ACTIVE slots (server/admission.mjs) for as long as its body took to arrive: sixteen
// connections that announced a large Content-Length and sent one byte took every slot, and every
// page that was not cached, and every API call, answered the busy page. Here the body is read
// first, with no slot, under three rules: no byte for `idleMs` ends it; after the first `idleMs`
// it must have come at `minBytesPerSecond` on average, over the last `rateWindowMs` once that much
// time has passed (a slow-3G upload sends kilobytes a second; a trickle one byte now and then;
// and a burst first does not buy a trickle after it: docs/decisions/0080); and it may be at most
// `maxBytes`. Up to `memoryBytes` is kept in
// memory, the rest of a large upload in a temporary file removed once the request is answered.
// Next is then handed a copy of the request that replays the body.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Whether a request carries a body to read (a length, or chunks). @param {http.IncomingMessage} req */
export function hasBody(req) {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

export class BodyError extends Error {
  /** @param {number} status @param {string} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * @typedef {{ idleMs: number, minBytesPerSecond: number, rateWindowMs?: number, maxBytes: number, memoryBytes: number }} BodyLimits
 *   rateWindowMs: the rate is measured over this much of the latest time (at least `idleMs`; the whole time until then)
 */

/**
 * The body limits from the environment (README, "Environment").
 * @returns {BodyLimits}
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function bodyLimits(env) {
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    idleMs: number('FRONT_BODY_IDLE_MS', 10_000),
    minBytesPerSecond: number('FRONT_BODY_MIN_BYTES_PER_SECOND', 1_024),
    rateWindowMs: number('FRONT_BODY_RATE_WINDOW_MS', 30_000),
    maxBytes: number('FRONT_MAX_BODY_MB', 64) * 1024 * 1024,
    memoryBytes: 1024 * 1024,
  };
}

/**
 * Reads the body of `req` under the limits; answers a copy of the request whose body replays it.
 * Rejects with a BodyError (408 too slow, 413 too large, 400 cut short).
 * @param {http.IncomingMessage} req
 * @param {BodyLimits & { now?: () => number }} limits
 * @returns {Promise<http.IncomingMessage>}
 */
export function readBody(req, limits) {
  const now = limits.now ?? Date.now;
  const announced = Number(req.headers['content-length'] ?? 0);
  if (limits.maxBytes > 0 && announced > limits.maxBytes) {
    return Promise.reject(new BodyError(413, 'tooLarge', 'request body too large'));
  }
  return new Promise((resolve, reject) => {
    const started = now();
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @type {fs.WriteStream | null} */
    let file = null;
    let filePath = '';
    let done = false;

    const finish = (/** @type {Error | null} */ error) => {
      if (done) return;
      done = true;
      clearInterval(check);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      if (error) {
        file?.destroy();
        if (filePath) fs.rm(filePath, { force: true }, () => {});
        return reject(error);
      }
      const copy = replayOf(req);
      if (!file) {
        for (const chunk of chunks) copy.push(chunk);
        copy.push(null);
        return resolve(copy);
      }
      const spilled = file;
      spilled.end(() => {
        const stream = fs.createReadStream(filePath);
        const cleanUp = () => fs.rm(filePath, { force: true }, () => {});
        for (const chunk of chunks) copy.push(chunk);
        stream.on('data', (chunk) => copy.push(chunk));
        stream.on('end', () => {
          copy.push(null);
          cleanUp();
        });
        stream.on('error', (error) => {
          copy.destroy(error);
          cleanUp();
        });
        resolve(copy);
      });
    };

    let lastByte = started;
    const onData = (/** @type {Buffer} */ chunk) => {
      lastByte = now();
      size += chunk.length;
      if (limits.maxBytes > 0 && size > limits.maxBytes)
        return finish(new BodyError(413, 'tooLarge', 'request body too large'));
      if (file) return void file.write(chunk);
      chunks.push(chunk);
      if (size > limits.memoryBytes) {
        // A large upload: it goes to a file, so many of them at once cannot fill memory.
        filePath = path.join(os.tmpdir(), `touch-body-${randomBytes(8).toString('hex')}`);
        file = fs.createWriteStream(filePath, { mode: 0o600 });
        file.on('error', (error) => finish(error));
        for (const kept of chunks.splice(0)) file.write(kept);
      }
    };
    const onEnd = () => finish(null);
    const onError = (/** @type {Error} */ error) => finish(new BodyError(400, 'badRequest', error.message));
    const onAborted = () => finish(new BodyError(400, 'badRequest', 'request body cut short'));
    const windowMs = Math.max(limits.idleMs, limits.rateWindowMs ?? 30_000);
    /** @type {{ at: number, size: number }[]} what had arrived at each check, oldest first: the window's start is read from it */
    const marks = [{ at: started, size: 0 }];
    const check = setInterval(
      () => {
        const at = now();
        if (at - lastByte >= limits.idleMs)
          return finish(new BodyError(408, 'requestTimeout', 'request body too slow'));
        // The latest mark at least a window old is where the window starts; older ones are of no more use.
        while (marks.length > 1 && at - /** @type {{at: number}} */ (marks[1]).at >= windowMs) marks.shift();
        const from = /** @type {{ at: number, size: number }} */ (marks[0]);
        const elapsed = (at - from.at) / 1000;
        if (at - started >= limits.idleMs && size - from.size < limits.minBytesPerSecond * elapsed) {
          finish(new BodyError(408, 'requestTimeout', 'request body too slow'));
        }
        marks.push({ at, size });
      },
      Math.max(50, Math.min(1_000, limits.idleMs / 4)),
    );
    check.unref?.();
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/**
 * A request like `req` (method, address, headers, connection) whose body is pushed by the caller.
 * @param {http.IncomingMessage} req
 */
function replayOf(req) {
  const copy = new http.IncomingMessage(/** @type {import('node:net').Socket} */ (req.socket));
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.trailers = req.trailers;
  copy.rawTrailers = req.rawTrailers;
  copy.complete = true;
  return copy;
}
