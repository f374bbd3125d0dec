/**
 * Tip-offs (docs/platform-api.md, "Tip-offs"): a member sends text, a contact and files to the
 * newsroom (`tipoff`), and reads their own tip-offs with the newsroom's handling status
 * (`getTipoffDetail`, `myTipoffs`). A tip-off is its sender's: another member's id answers
 * 'tip-off not found', as an unknown one does.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt, toInt, pick } from '../lib/params.mjs';
import { pathsOf, requestKeyLookup, textParam } from '../lib/community-media.mjs';
import { createUploadLookup } from './uploads.mjs';

/** @typedef {import('../db/rows.mjs').TipoffRow} TipoffRow */

/** What the status numbers mean, as the newsroom words them (docs/product.md §4, tip-off handling status). */
export const TIPOFF_STATUS_TEXT = ['已收到', '核实中', '已采用', '未采用'];
const PAGE_SIZE = 20;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, urls: import('../lib/urls.mjs').Urls, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerTipoffs(svc, { db, urls, memberOf }) {
  const files = createUploadLookup(db);
  const byId = /** @type {import('../db/rows.mjs').Query<TipoffRow>} */ (
    db.prepare('SELECT * FROM tipoffs WHERE id = ?')
  );
  const byKey = /** @type {(key: string | null, memberId: number) => TipoffRow | undefined} */ (
    requestKeyLookup(db, 'tipoffs')
  );
  const mine = /** @type {import('../db/rows.mjs').Query<TipoffRow>} */ (
    db.prepare('SELECT * FROM tipoffs WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
  );
  const countMine = db.prepare('SELECT COUNT(*) FROM tipoffs WHERE member_id = ?').pluck();
  const insert =
    db.prepare(`INSERT INTO tipoffs (member_id, author_name, title, content, contact, location, pics, videos, audios, status, request_key, created_at)
    VALUES (@member_id, @author_name, @title, @content, @contact, @location, @pics, @videos, @audios, 0, @request_key, @created_at)`);

  /** @param {TipoffRow} r */
  const present = (r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    location: r.location,
    pics: pathsOf(r.pics).map(urls.media),
    videos: pathsOf(r.videos).map(urls.media),
    audios: pathsOf(r.audios).map(urls.media),
    status: r.status,
    statusText: TIPOFF_STATUS_TEXT[r.status] ?? '',
    reply: r.reply,
    articleId: r.article_id ?? 0,
    created: r.created_at,
    handled: r.handled_at ?? 0,
  });

  svc.call(
    'tipoff',
    (p, req) => {
      const member = memberOf.required(req);
      const requestKey = textParam(pick(p, 'requestKey'), 64) || null;
      // The same submit again (the network dropped after the first): the tip-off it already made.
      const again = byKey(requestKey, member.id);
      if (again) return { id: again.id, created: again.created_at };
      const content = textParam(p.content, 2000);
      if (!content) throw new PlatformError('content is required');
      const row = {
        member_id: member.id,
        author_name: member.nickname,
        title: textParam(p.title, 60),
        content,
        contact: textParam(p.contact, 60),
        location: textParam(p.location, 60),
        pics: JSON.stringify(files(p.picIds, 'picture', member.id, 9)),
        videos: JSON.stringify(files(p.videoIds, 'video', member.id, 1)),
        audios: JSON.stringify(files(p.audioIds, 'audio', member.id, 1)),
        request_key: requestKey,
        created_at: Date.now(),
      };
      const id = Number(insert.run(row).lastInsertRowid);
      return { id, created: row.created_at };
    },
    { methods: ['POST'] },
  );

  svc.call(
    'getTipoffDetail',
    (p, req) => {
      const member = memberOf.required(req);
      const row = byId.get(requireInt(p, ['id', 'tipoffId']));
      if (!row || row.member_id !== member.id) throw new PlatformError('tip-off not found');
      return present(row);
    },
    { methods: ['GET'] },
  );

  svc.call(
    'myTipoffs',
    (p, req) => {
      const member = memberOf.required(req);
      const page = Math.max(0, toInt(p.page, 0));
      const list = mine.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map(present);
      const totalCount = /** @type {number} */ (countMine.get(member.id));
      return { list, totalCount, hasMore: (page + 1) * PAGE_SIZE < totalCount };
    },
    { methods: ['GET'] },
  );
}
