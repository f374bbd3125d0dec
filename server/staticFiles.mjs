// The build's static files (`{base}/_next/static/…`, content-hashed names) answered by the primary
// itself (docs/decisions/0087): read once from `.next/static`, gzipped once, kept in memory, sent
// as immutable for a year, as Next sends them. A name the build does not have goes on to a worker,
// which answers Next's own 404.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
});
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** @typedef {{ body: Buffer, gzip: Buffer | null, type: string, etag: string }} StaticFile */

/**
 * @param {{ dir: string, basePath: string, maxBytes?: number }} options dir: the build's `static` folder
 */
export function createStaticFiles({ dir, basePath, maxBytes = 64 * 1024 * 1024 }) {
  const root = path.resolve(dir);
  const prefix = `${basePath}/_next/static/`;
  /** @type {Map<string, Promise<StaticFile | null>>} */
  const kept = new Map();
  let keptBytes = 0;

  /** @param {string} name @returns {Promise<StaticFile | null>} */
  async function load(name) {
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) return null;
    const extension = path.extname(file).toLowerCase();
    let body;
    try {
      body = await readFile(file);
    } catch {
      return null;
    }
    const gzip = COMPRESSIBLE.has(extension) && body.length > 512 ? gzipSync(body, { level: 9 }) : null;
    keptBytes += body.length + (gzip?.length ?? 0);
    return {
      body,
      gzip: gzip && gzip.length < body.length ? gzip : null,
      type: TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    };
  }

  /**
   * Answers a static file when the build has it; false when it does not (the caller passes it on).
   * Only called for what server/front.mjs's isStaticAsset accepts (GET or HEAD, no `..`, no escapes).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  async function serve(req, res) {
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const pathname = mark === -1 ? url : url.slice(0, mark);
    if (!pathname.startsWith(prefix)) return false;
    const name = pathname.slice(prefix.length);
    if (name.includes('\0') || name.includes('..') || name.includes('%')) return false;
    let entry = kept.get(name);
    if (!entry) {
      entry = load(name);
      // Kept while memory allows; a missing file is not kept (a later deploy may add it).
      if (keptBytes < maxBytes) kept.set(name, entry);
    }
    const file = await entry;
    if (!file) {
      kept.delete(name);
      return false;
    }
    const gzip = file.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip && file.gzip ? file.gzip : file.body;
    /** @type {Record<string, string | number>} */
    const headers = {
      'content-type': file.type,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: file.etag,
      'content-length': body.length,
    };
    if (file.gzip) headers.vary = 'Accept-Encoding';
    if (gzip) headers['content-encoding'] = 'gzip';
    if (req.headers['if-none-match'] === file.etag) {
      delete headers['content-length'];
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serve };
}
