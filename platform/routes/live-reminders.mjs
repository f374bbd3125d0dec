/**
 * Live reminders (docs/platform-api.md, "Live reminders"; docs/decisions/0062): a member asks to be
 * told when an upcoming live starts. The real platform names no such call; these speak its dialect
 * (app_if, the member's `token` header, `id` as the live's fileId, answers in the envelope):
 * - `liveRemind` (POST id): remember it; only for a live not yet started, at most MAX_PENDING
 *   waiting reminders per member; asking twice is one reminder;
 * - `liveRemindCancel` (POST id): forget it (nothing to forget is no error);
 * - `liveRemindState` (GET id): whether this member has asked.
 * When the live goes on air (the schedule or the live desk, data/lives.mjs) the reminder becomes a
 * message of the member's message centre (routes/my-space.mjs, type `live`).
 */
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt } from '../lib/params.mjs';
import { articleIdOf } from '../lib/dialect/live-ids.mjs';

/** Waiting reminders one member may hold: more than any reader follows, a bound on a flood. */
export const MAX_PENDING_REMINDERS = 50;

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerLiveReminders(svc, { db, memberOf }) {
  const value = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    status: value('SELECT live_status FROM articles WHERE id = ? AND article_type = 6 AND a_status = 1'),
    has: value('SELECT 1 FROM live_reminders WHERE member_id = ? AND live_id = ?'),
    pending: value('SELECT COUNT(*) FROM live_reminders WHERE member_id = ? AND started_at IS NULL'),
    count: value('SELECT COUNT(*) FROM live_reminders WHERE live_id = ?'),
    add: db.prepare(
      'INSERT INTO live_reminders (member_id, live_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    remove: db.prepare('DELETE FROM live_reminders WHERE member_id = ? AND live_id = ?'),
  };

  /**
   * The live asked about: a published live, else 'live not found'. `fileId` is the id as asked: the
   * live's own id in the real dialects, which the platform keeps in its article (lib/dialect/live-ids.mjs).
   * @param {Record<string, string>} p
   */
  function liveOf(p) {
    const fileId = requireInt(p, ['id', 'fileId']);
    const id = articleIdOf(fileId);
    const status = s.status.get(id);
    if (status === undefined) throw new PlatformError('live not found');
    return { id, fileId, status: Number(status) };
  }
  /** @param {number} member @param {{id: number, fileId: number}} live */
  const stateOf = (member, { id, fileId }) => ({
    fileId,
    isRemind: s.has.get(member, id) ? 1 : 0,
    remindCount: Number(s.count.get(id)),
  });

  svc.call(
    'liveRemind',
    (p, req) => {
      const member = memberOf.required(req);
      const live = liveOf(p);
      if (s.has.get(member.id, live.id)) return stateOf(member.id, live);
      // A live on air or over has nothing left to remind of.
      if (live.status !== 0) throw new PlatformError('live already started');
      if (Number(s.pending.get(member.id)) >= MAX_PENDING_REMINDERS) throw new PlatformError('too many reminders');
      s.add.run(member.id, live.id, Date.now());
      return stateOf(member.id, live);
    },
    { methods: ['POST'] },
  );

  svc.call(
    'liveRemindCancel',
    (p, req) => {
      const member = memberOf.required(req);
      const live = liveOf(p);
      s.remove.run(member.id, live.id);
      return stateOf(member.id, live);
    },
    { methods: ['POST'] },
  );

  svc.call(
    'liveRemindState',
    (p, req) => {
      const member = memberOf.required(req);
      return stateOf(member.id, liveOf(p));
    },
    { methods: ['GET'] },
  );
}
