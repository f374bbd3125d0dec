/**
 * Readers' reports (举报, docs/decisions/0052; db/migrations/025_reports.sql): what a member may
 * report, the reasons, the limits, the moderation queue, and hiding what was reported. One store,
 * so the client call (routes/reports.mjs, `report`) and the editors' queue (the same file's
 * moderation routes) agree on what an object is and how it is hidden.
 */
import { PlatformError } from './envelope.mjs';
import { stripBidiControls } from './reader-text.mjs';
import { commentPurgeTags, questionPurgeTags } from './sitePurge.mjs';

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/**
 * The report call's object types: the event call's codes where it has one (0 article, 1 comment,
 * 9 Q&A question; PLATFORM-FACTS.md), ours for what it has none (10 circle post, 11 moment).
 * A reply is a comment (1): the platform keeps both in one table.
 */
export const REPORT_OBJECT = /** @type {const} */ ({ article: 0, comment: 1, question: 9, post: 10, moment: 11 });
/** The reasons a reader picks from (docs/platform-api.md, "Reports"); 9 'other' needs words. */
export const REPORT_REASONS = /** @type {const} */ ({
  1: '垃圾广告',
  2: '辱骂攻击',
  3: '色情低俗',
  4: '违法违规',
  5: '谣言不实',
  6: '侵犯权益',
  9: '其他',
});
export const REASON_OTHER = 9;
/** Words a reader may add. */
export const REPORT_TEXT_MAX = 200;

/**
 * The limits of the report call: each accepted report counts (a repeat of one already made does
 * not). Per member and per device a reader cannot bury the queue; per address (the reader's, passed
 * on by the front end: docs/decisions/0080) above the front end's own 30 in 10 minutes, for readers
 * behind one NAT.
 */
export const REPORT_LIMITS = {
  perMember: { bucket: 'report:member', limit: 20, windowMs: 3600_000 },
  perDevice: { bucket: 'report:device', limit: 20, windowMs: 3600_000 },
  perAddress: { bucket: 'report:address', limit: 200, windowMs: 3600_000 },
};

/**
 * @typedef {{id: number, member_id: number, object_type: number, object_id: number, reason: number, content: string,
 *   device: string, address: string, status: 'open' | 'hidden' | 'dismissed', created_at: number, handled_at: number | null}} ReportRow
 */

/** The name of an object type in messages ('comment not found'). @param {number} type */
const nameOf = (type) => Object.entries(REPORT_OBJECT).find(([, code]) => code === type)?.[0] ?? 'object';

/**
 * @param {import('better-sqlite3').Database} db
 * @param {{discussions: import('./discussions.mjs').DiscussionStore, attempts: import('./attempts.mjs').AttemptStore, now?: () => number,
 *   limits?: typeof REPORT_LIMITS}} deps  limits: smaller ones in the tests
 */
export function createReportStore(db, { discussions, attempts, now = Date.now, limits = REPORT_LIMITS }) {
  const one = (/** @type {string} */ sql) => /** @type {Query<Record<string, any>>} */ (db.prepare(sql));
  const s = {
    article: one('SELECT id FROM articles WHERE id = ? AND a_status = 1'),
    question: one('SELECT * FROM qa_questions WHERE id = ? AND status = 1'),
    post: one('SELECT id, circle_id, member_id FROM circle_posts WHERE id = ? AND hidden_at IS NULL'),
    moment: one('SELECT id FROM moments WHERE id = ? AND hidden_at IS NULL'),
    byId: /** @type {Query<ReportRow>} */ (db.prepare('SELECT * FROM reports WHERE id = ?')),
    mine: /** @type {Query<ReportRow>} */ (
      db.prepare('SELECT * FROM reports WHERE member_id = ? AND object_type = ? AND object_id = ?')
    ),
    insert:
      db.prepare(`INSERT INTO reports (member_id, object_type, object_id, reason, content, device, address, created_at)
      VALUES (@member_id, @object_type, @object_id, @reason, @content, @device, @address, @created_at)`),
    open: /** @type {Query<ReportRow>} */ (
      db.prepare("SELECT * FROM reports WHERE status = 'open' ORDER BY created_at, id LIMIT ?")
    ),
    settle: db.prepare(
      "UPDATE reports SET status = ?, handled_at = ? WHERE object_type = ? AND object_id = ? AND status = 'open'",
    ),
    hidePost: db.prepare('UPDATE circle_posts SET hidden_at = ? WHERE id = ? AND hidden_at IS NULL'),
    hideMoment: db.prepare('UPDATE moments SET hidden_at = ? WHERE id = ? AND hidden_at IS NULL'),
    // Declined (2): off every public list and page; its asker still reads it, with the note.
    hideQuestion: db.prepare("UPDATE qa_questions SET status = 2, reply_note = '因被举报已隐藏' WHERE id = ?"),
  };

  /** Whether a reader may see (so report) the object now. @param {number} type @param {number} id */
  function exists(type, id) {
    switch (type) {
      case REPORT_OBJECT.article:
        return Boolean(s.article.get(id));
      case REPORT_OBJECT.comment:
        return discussions.byId(id)?.status === 'published';
      case REPORT_OBJECT.question:
        return Boolean(s.question.get(id));
      case REPORT_OBJECT.post:
        return Boolean(s.post.get(id));
      case REPORT_OBJECT.moment:
        return Boolean(s.moment.get(id));
      default:
        throw new PlatformError('unsupported object type');
    }
  }

  /**
   * A member's report. The same member reporting the same object again answers the first report
   * (not counted against the limits: a double tap is no flood).
   * @param {{memberId: number, type: number, id: number, reason: number, content: string, device: string, address: string}} input
   */
  function report({ memberId, type, id, reason, content, device, address }) {
    if (!Object.values(REPORT_OBJECT).includes(/** @type {0} */ (type)))
      throw new PlatformError('unsupported object type');
    if (!Object.hasOwn(REPORT_REASONS, reason)) throw new PlatformError('reason is required');
    const words = stripBidiControls(content).trim().slice(0, REPORT_TEXT_MAX);
    if (reason === REASON_OTHER && !words) throw new PlatformError('please say what is wrong');
    const again = s.mine.get(memberId, type, id);
    if (again) return { row: again, again: true };
    if (!exists(type, id)) throw new PlatformError(`${nameOf(type)} not found`);
    /** @type {[import('./attempts.mjs').Limit, string][]} */
    const checks = [
      [limits.perMember, String(memberId)],
      [limits.perDevice, device],
      [limits.perAddress, address],
    ];
    attempts.check(checks);
    const at = now();
    const rowId = Number(
      s.insert.run({
        member_id: memberId,
        object_type: type,
        object_id: id,
        reason,
        content: words,
        device,
        address,
        created_at: at,
      }).lastInsertRowid,
    );
    attempts.count(checks);
    return { row: /** @type {ReportRow} */ (s.byId.get(rowId)), again: false };
  }

  /**
   * Hides the reported object and settles every open report of it; answers the site's cache tags
   * that showed it (lib/cache/tags.ts names them), or null when it cannot be hidden here.
   * @param {ReportRow} row
   * @returns {string[] | null}
   */
  function hideObject(row) {
    const id = row.object_id;
    switch (row.object_type) {
      case REPORT_OBJECT.comment: {
        const comment = discussions.moderate(id, 'reject');
        return comment ? commentPurgeTags(comment) : [];
      }
      case REPORT_OBJECT.post: {
        const post = s.post.get(id);
        s.hidePost.run(now(), id);
        // Its page, its circle's lists, its writer's public page (which lists their posts).
        return post
          ? [`post:${id}`, `circle:${post.circle_id}`, ...(post.member_id ? [`member:${post.member_id}`] : [])]
          : [];
      }
      case REPORT_OBJECT.moment:
        s.hideMoment.run(now(), id);
        // Moments have no id tag: the friends circle's route (its list and every moment) is small.
        return ['route:friendsCircleDetail'];
      case REPORT_OBJECT.question: {
        const question = s.question.get(id);
        s.hideQuestion.run(id);
        return question
          ? questionPurgeTags(/** @type {{id: number, topic_id: number, member_id: number | null}} */ (question))
          : [];
      }
      // An article is the newsroom's own: taken down with its tools, not from readers' reports.
      default:
        return null;
    }
  }

  return {
    report,
    /** The queue, oldest first. @param {number} limit */
    pending: (limit) => s.open.all(limit),
    /** @param {number} id */
    byId: (id) => s.byId.get(id) ?? null,
    /**
     * An editor's decision on a report, for every open report of the same object.
     * @param {number} id @param {'hide' | 'dismiss'} action
     * @returns {{row: ReportRow, tags: string[]} | null} null: unknown report, or an object that cannot be hidden here
     */
    settle: db.transaction((/** @type {number} */ id, /** @type {'hide' | 'dismiss'} */ action) => {
      const row = s.byId.get(id);
      if (!row) return null;
      const tags = action === 'hide' ? hideObject(row) : [];
      if (tags === null) return null;
      s.settle.run(action === 'hide' ? 'hidden' : 'dismissed', now(), row.object_type, row.object_id);
      return { row: /** @type {ReportRow} */ (s.byId.get(id)), tags };
    }),
  };
}

/** @typedef {ReturnType<typeof createReportStore>} ReportStore */
