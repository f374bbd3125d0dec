/**
 * Calls for articles and readers' submissions (docs/platform-api.md, "Calls for articles"): the
 * newsroom's calls (`seekArticleDetail` and `seekArticleList`, public), a member's submission to an open call
 * (`inputArticle`), and the member's own submissions (`inputArticleList`, `inputArticleDetail`:
 * another member's answers 'submission not found').
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick, requireInt, toInt } from '../lib/params.mjs';
import { pathsOf, requestKeyLookup, textParam } from '../lib/community-media.mjs';
import { createUploadLookup } from './uploads.mjs';

/** @typedef {import('../db/rows.mjs').SeekArticleRow} SeekArticleRow */
/** @typedef {import('../db/rows.mjs').InputArticleRow} InputArticleRow */

export const SUBMISSION_STATUS_TEXT = ['已收到', '审核中', '已刊用', '未采用'];
const PAGE_SIZE = 20;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, urls: import('../lib/urls.mjs').Urls, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerSubmissions(svc, { db, urls, memberOf }) {
  const files = createUploadLookup(db);
  const seekById = /** @type {import('../db/rows.mjs').Query<SeekArticleRow>} */ (
    db.prepare('SELECT * FROM seek_articles WHERE id = ?')
  );
  // Open calls first (the newest first), then the closed ones, the most recently closed first.
  const seekList = /** @type {import('../db/rows.mjs').Query<SeekArticleRow>} */ (
    db.prepare(
      'SELECT * FROM seek_articles ORDER BY (end_at >= ?) DESC, CASE WHEN end_at >= ? THEN start_at ELSE end_at END DESC, id DESC LIMIT ? OFFSET ?',
    )
  );
  const seekCount = db.prepare('SELECT COUNT(*) FROM seek_articles').pluck();
  const submissionsOf = db.prepare('SELECT COUNT(*) FROM input_articles WHERE seek_id = ?').pluck();
  const byId = /** @type {import('../db/rows.mjs').Query<InputArticleRow>} */ (
    db.prepare('SELECT * FROM input_articles WHERE id = ?')
  );
  const byKey = /** @type {(key: string | null, memberId: number) => InputArticleRow | undefined} */ (
    requestKeyLookup(db, 'input_articles')
  );
  const mine = /** @type {import('../db/rows.mjs').Query<InputArticleRow>} */ (
    db.prepare('SELECT * FROM input_articles WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
  );
  const countMine = db.prepare('SELECT COUNT(*) FROM input_articles WHERE member_id = ?').pluck();
  const insert =
    db.prepare(`INSERT INTO input_articles (seek_id, member_id, author_name, title, content, pics, videos, audios, status, request_key, created_at)
    VALUES (@seek_id, @member_id, @author_name, @title, @content, @pics, @videos, @audios, 0, @request_key, @created_at)`);

  /** @param {InputArticleRow} r */
  const present = (r) => ({
    id: r.id,
    seekId: r.seek_id,
    seekTitle: seekById.get(r.seek_id)?.title ?? '',
    title: r.title,
    content: r.content,
    pics: pathsOf(r.pics).map(urls.media),
    videos: pathsOf(r.videos).map(urls.media),
    audios: pathsOf(r.audios).map(urls.media),
    status: r.status,
    statusText: SUBMISSION_STATUS_TEXT[r.status] ?? '',
    reply: r.reply,
    created: r.created_at,
  });

  /** @param {SeekArticleRow} seek @param {number} now */
  const presentSeek = (seek, now) => ({
    id: seek.id,
    linkID: seek.link_id,
    title: seek.title,
    content: seek.content,
    cover: urls.media(seek.cover),
    startTime: seek.start_at,
    endTime: seek.end_at,
    open: now >= seek.start_at && now <= seek.end_at,
    submissionCount: /** @type {number} */ (submissionsOf.get(seek.id)),
  });

  svc.call(
    'seekArticleDetail',
    (p) => {
      const seek = seekById.get(requireInt(p, ['id', 'seekId']));
      if (!seek) throw new PlatformError('call for articles not found');
      return presentSeek(seek, Date.now());
    },
    { methods: ['GET'] },
  );

  svc.call(
    'seekArticleList',
    (p) => {
      const page = Math.max(0, toInt(p.page, 0));
      const now = Date.now();
      const totalCount = /** @type {number} */ (seekCount.get());
      return {
        list: seekList.all(now, now, PAGE_SIZE, page * PAGE_SIZE).map((s) => presentSeek(s, now)),
        totalCount,
        hasMore: (page + 1) * PAGE_SIZE < totalCount,
      };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'inputArticle',
    (p, req) => {
      const member = memberOf.required(req);
      const seek = seekById.get(requireInt(p, ['seekId', 'id']));
      if (!seek) throw new PlatformError('call for articles not found');
      const requestKey = textParam(pick(p, 'requestKey'), 64) || null;
      const again = byKey(requestKey, member.id);
      if (again) return { id: again.id, created: again.created_at };
      const now = Date.now();
      if (now < seek.start_at || now > seek.end_at) throw new PlatformError('this call for articles is closed');
      const title = textParam(p.title, 60);
      const content = textParam(p.content, 5000);
      if (!title) throw new PlatformError('title is required');
      if (!content) throw new PlatformError('content is required');
      const row = {
        seek_id: seek.id,
        member_id: member.id,
        author_name: member.nickname,
        title,
        content,
        pics: JSON.stringify(files(p.picIds, 'picture', member.id, 9)),
        videos: JSON.stringify(files(p.videoIds, 'video', member.id, 1)),
        audios: JSON.stringify(files(p.audioIds, 'audio', member.id, 1)),
        request_key: requestKey,
        created_at: now,
      };
      return { id: Number(insert.run(row).lastInsertRowid), created: now };
    },
    { methods: ['POST'] },
  );

  svc.call(
    'inputArticleList',
    (p, req) => {
      const member = memberOf.required(req);
      const page = Math.max(0, toInt(p.page, 0));
      const totalCount = /** @type {number} */ (countMine.get(member.id));
      return {
        list: mine.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map(present),
        totalCount,
        hasMore: (page + 1) * PAGE_SIZE < totalCount,
      };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'inputArticleDetail',
    (p, req) => {
      const member = memberOf.required(req);
      const row = byId.get(requireInt(p, ['id']));
      if (!row || row.member_id !== member.id) throw new PlatformError('submission not found');
      return present(row);
    },
    { methods: ['GET'] },
  );
}
