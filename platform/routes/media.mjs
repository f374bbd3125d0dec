/**
 * /media/*: committed media (platform/media: the HLS video and its poster) and
 * generated media (<dir of DB>/media: pictures, logos, icons). Files never change
 * once written, hence the year-long immutable cache. Range requests are honoured
 * because Safari's native HLS and <video> with mp4 ask for byte ranges.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { styleOf, variantOf } from '../lib/image-styles.mjs';

export const COMMITTED_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'media');

const TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  // The certificates of previewPDF (seed/certificate-files.mjs).
  '.pdf': 'application/pdf',
  // Readers' uploads (routes/uploads.mjs): the extension is the one the content was checked to be.
  '.bmp': 'image/bmp',
  '.mp3': 'audio/mpeg',
  '.aac': 'audio/aac',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.weba': 'audio/webm',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/**
 * @param {string[]} roots searched in order
 * @param {string} rel request path below /media/
 * @returns {{file: string, stat: fs.Stats} | null}
 */
function locate(roots, rel) {
  // Reject traversal outright instead of trying to normalise it into something harmless.
  if (!rel || rel.includes('\0') || rel.split('/').some((seg) => seg === '..' || seg.startsWith('.'))) return null;
  for (const root of roots) {
    const file = path.join(root, rel);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      const stat = fs.statSync(file);
      if (stat.isFile()) return { file, stat };
    } catch {
      // not in this root; try the next
    }
  }
  return null;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{mediaDir: string}} opts
 */
export default function registerMedia(app, { mediaDir }) {
  const roots = [COMMITTED_MEDIA_DIR, path.resolve(mediaDir)];

  app.get('/media/*', async (req, reply) => {
    const rel = decodeURIComponent(/** @type {{'*': string}} */ (req.params)['*']);
    const found = locate(roots, rel);
    if (!found) return reply.code(404).send({ status: -1, message: 'media not found' });
    const { file, stat } = found;
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply.header(
      'content-type',
      TYPES[/** @type {'.jpg'} */ (path.extname(file).toLowerCase())] ?? 'application/octet-stream',
    );
    // Served as the type it was checked to be, never sniffed into another (an upload that is also HTML).
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('etag', etag);
    reply.header('last-modified', stat.mtime.toUTCString());
    reply.header('accept-ranges', 'bytes');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();

    // A styled picture (the site's image suffix): made smaller with sharp, WebP where the browser takes it.
    const style = /\.(jpe?g|png)$/i.test(file)
      ? styleOf(/** @type {Record<string, unknown>} */ (req.query)['x-oss-process'])
      : null;
    if (style) {
      const webp = /image\/webp/.test(String(req.headers.accept ?? ''));
      const { body, type } = await variantOf(file, stat.mtimeMs, style, webp);
      reply.header('vary', 'Accept');
      reply.header('content-type', type);
      reply.header(
        'etag',
        `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${style}-${webp ? 'w' : 'o'}"`,
      );
      reply.removeHeader('accept-ranges');
      return reply.send(body);
    }

    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && (range[1] || range[2])) {
      // "bytes=-N" is the last N bytes; "bytes=N-" runs to the end.
      const start = range[1] ? Number(range[1]) : Math.max(0, stat.size - Number(range[2]));
      let end = range[1] && range[2] ? Number(range[2]) : stat.size - 1;
      end = Math.min(end, stat.size - 1);
      if (start > end || start >= stat.size) {
        reply.header('content-range', `bytes */${stat.size}`);
        return reply.code(416).send();
      }
      reply.code(206);
      reply.header('content-range', `bytes ${start}-${end}/${stat.size}`);
      reply.header('content-length', String(end - start + 1));
      return reply.send(fs.createReadStream(file, { start, end }));
    }
    reply.header('content-length', String(stat.size));
    return reply.send(fs.createReadStream(file));
  });
}
