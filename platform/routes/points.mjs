/**
 * event1 (docs/platform-api.md, "Points"): points for reading and sharing, as the platform
 * records them. A signed-in member earns for an article once a day per kind, up to a daily
 * limit per kind, so neither a reload loop nor a script can flood the score list. The points are
 * score_records rows (reason `read` or `share`): myDayScoreSts and myScoreList show them.
 */
import { localDay, localDayStart } from '../lib/time.mjs';
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt, toInt } from '../lib/params.mjs';
import { EVENT } from './events.mjs';

/**
 * Points per counted event and how many events of the kind count a day (docs/platform-api.md, "Points").
 * @type {Readonly<Record<number, {reason: string, score: number, perDay: number}>>}
 */
export const POINT_RULES = {
  [EVENT.CLICK]: { reason: 'read', score: 1, perDay: 10 },
  [EVENT.SHARE]: { reason: 'share', score: 2, perDay: 5 },
};

/** The site's calendar day, as myDayScoreSts counts days (lib/time.mjs; never the server's zone). */
const dayOf = localDay;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, members: import('../lib/members.mjs').MemberStore,
 *   memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerPoints(svc, { db, members, memberOf }) {
  const value = (/** @type {string} */ sql) =>
    /** @type {import('../db/rows.mjs').Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    published: value('SELECT id FROM articles WHERE id = ? AND a_status = 1'),
    countedToday: value('SELECT COUNT(*) FROM point_events WHERE member_id = ? AND day = ? AND event_type = ?'),
    insert:
      db.prepare(`INSERT INTO point_events (member_id, day, event_type, object_id, created_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT DO NOTHING`),
    todayScore: value('SELECT COALESCE(SUM(score), 0) FROM score_records WHERE member_id = ? AND created_at >= ?'),
  };

  // One transaction: two requests at once cannot both pass the limit or both count an article.
  const award = db.transaction(
    (/** @type {number} */ memberId, /** @type {number} */ eventType, /** @type {number} */ articleId) => {
      const rule = POINT_RULES[eventType];
      if (!rule) throw new PlatformError('unsupported eventType');
      const now = Date.now();
      const day = dayOf(now);
      let note = '';
      if (Number(s.countedToday.get(memberId, day, eventType)) >= rule.perDay) note = 'daily limit reached';
      else if (s.insert.run(memberId, day, eventType, articleId, now).changes === 0) note = 'already counted today';
      if (!note) members.addScore(memberId, rule.score, rule.reason, now);
      return {
        score: note ? 0 : rule.score,
        reason: rule.reason,
        note,
        todayScore: Number(s.todayScore.get(memberId, localDayStart(now))),
        totalScore: members.scoreTotal(memberId),
      };
    },
  );

  svc.call(
    'event1',
    (p, req) => {
      const member = memberOf.required(req);
      const id = requireInt(p, ['id', 'articleId']);
      // Object type 0 (an article) only: reading and sharing are counted on articles.
      if (toInt(p.type, 0) !== 0) throw new PlatformError('unsupported object type');
      const eventType = toInt(p.eventType, Number.NaN);
      if (!Number.isFinite(eventType)) throw new PlatformError('eventType is required');
      if (!POINT_RULES[eventType]) throw new PlatformError('unsupported eventType');
      if (!s.published.get(id)) throw new PlatformError('article not found');
      return award(member.id, eventType, id);
    },
    { methods: ['POST'] },
  );
}
