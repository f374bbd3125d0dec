/**
 * upload (docs/platform-api.md, "Uploads"): a member's picture, audio or video file, multipart,
 * one file in `file` and its kind in `fileType`. The platform checks the content itself (the
 * format by its first bytes, the size per kind: lib/file-kinds.mjs), stores it under
 * <data dir>/media/uploads and answers where it is served (routes/media.mjs: with its type
 * and nosniff). Posts, tip-offs and submissions then name it by fileId.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PlatformError } from '../lib/envelope.mjs';
import { FORMATS, MAX_BYTES, sniff } from '../lib/file-kinds.mjs';
import { filesOf } from '../lib/multipart.mjs';
import { checkContainer } from '../lib/media-check.mjs';
import { redrawPicture } from '../lib/picture-check.mjs';

/** @typedef {import('../db/rows.mjs').UploadRow} UploadRow */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, mediaDir: string, urls: import('../lib/urls.mjs').Urls,
 *   memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerUploads(svc, { db, mediaDir, urls, memberOf }) {
  const insert = db.prepare(`INSERT INTO uploads (id, member_id, kind, type, path, size, width, height, created_at)
    VALUES (@id, @member_id, @kind, @type, @path, @size, @width, @height, @created_at)`);

  /**
   * Checks and stores one member's file; what every upload path answers (docs/platform-api.md, "Uploads").
   * @param {{id: number}} member @param {unknown} kind @param {import('../lib/multipart.mjs').UploadedPart | undefined} file
   * @param {{width?: string, height?: string}} size
   */
  async function store(member, kind, file, size) {
    if (kind !== 'picture' && kind !== 'audio' && kind !== 'video')
      throw new PlatformError('fileType must be picture, audio or video');
    if (!file) throw new PlatformError('send exactly one file');
    if (file.bytes.length === 0) throw new PlatformError('the file is empty');
    if (file.bytes.length > MAX_BYTES[kind])
      throw new PlatformError(`the file is larger than ${MAX_BYTES[kind] / 1024 / 1024} MB`);
    const format = sniff(kind, file.bytes.subarray(0, 64));
    if (!format) {
      throw new PlatformError(
        kind === 'picture' ? 'the system only supports jpg, jpeg, png, gif, bmp' : `not a supported ${kind} format`,
      );
    }
    // A picture is drawn again within bounds (lib/picture-check.mjs); MP3, Ogg and WebM are
    // walked past their first bytes, ID3 tags and WebM Tags and Attachments taken out (lib/media-check.mjs).
    const picture =
      kind === 'picture' ? await redrawPicture(/** @type {'jpeg'|'png'|'gif'|'bmp'} */ (format), file.bytes) : null;
    if (kind === 'picture' && !picture)
      throw new PlatformError('the picture cannot be read, or is larger than 50 megapixels');
    const bytes = picture ? picture.bytes : checkContainer(format, file.bytes);
    if (!bytes || bytes.length === 0) throw new PlatformError(`the ${kind} file is damaged`);
    const { ext, type } = /** @type {{ext: string, type: string}} */ (FORMATS[format]);
    const id = crypto.randomBytes(12).toString('hex');
    const now = new Date();
    const rel = `uploads/${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}/${id}.${ext}`;
    const file_ = path.join(path.resolve(mediaDir), rel);
    fs.mkdirSync(path.dirname(file_), { recursive: true });
    fs.writeFileSync(file_, bytes, { flag: 'wx' });
    // A picture's size is what it was drawn at; a sound's or video's is what the client says.
    const dim = (/** @type {string | undefined} */ raw) => (raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 0);
    const width = picture ? picture.width : dim(size.width);
    const height = picture ? picture.height : dim(size.height);
    insert.run({
      id,
      member_id: member.id,
      kind,
      type,
      path: rel,
      size: bytes.length,
      width,
      height,
      created_at: now.getTime(),
    });
    return { url: urls.media(rel), fileId: id, type, size: bytes.length, width, height };
  }

  svc.call(
    'upload',
    (p, req) => {
      const member = memberOf.required(req);
      const files = filesOf(req).filter((f) => f.field === 'file');
      if (files.length > 1) throw new PlatformError('send exactly one file');
      return store(member, p.fileType, files[0], p);
    },
    { methods: ['POST'] },
  );

  return store;
}

/** @typedef {ReturnType<typeof registerUploads>} StoreUpload */

/**
 * The stored files a member names by fileId, of one kind, in the order named; unknown ids, or
 * another member's, are an error rather than left out silently.
 * @param {import('better-sqlite3').Database} db
 */
export function createUploadLookup(db) {
  const byId = /** @type {import('../db/rows.mjs').Query<UploadRow>} */ (
    db.prepare('SELECT * FROM uploads WHERE id = ?')
  );
  /**
   * @param {string | undefined} raw comma-separated fileIds
   * @param {'picture'|'audio'|'video'} kind @param {number} memberId @param {number} max
   * @returns {string[]} relative media paths
   */
  return (raw, kind, memberId, max) => {
    const ids = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length > max) throw new PlatformError(`at most ${max} ${kind} files`);
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row || row.member_id !== memberId || row.kind !== kind)
        throw new PlatformError(`unknown ${kind} file ${id.slice(0, 24)}`);
      return row.path;
    });
  };
}
