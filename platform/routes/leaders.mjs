/**
 * Regional leaders' message board (docs/platform-api.md, "Figures and leaders"; migration 016).
 * SPEC §7 names regionleaderView and "the leader calls" as POST: regionleaderView (a region, its
 * neighbours and its leaders), leaderMessages (a leader's answered messages, paged), leaderMessage
 * (a member leaves one: pending until answered) and myLeaderMessages (the member's own, pending
 * ones too). Editors answer through /moderation (routes/leader-moderation.mjs).
 */
import { NotFound, PlatformError } from '../lib/envelope.mjs';
import { pageOf, requireInt, toInt } from '../lib/params.mjs';
import { textParam } from '../lib/community-media.mjs';
import { formatPlatformTime } from '../lib/time.mjs';

export const MESSAGE_PAGE = 10;
export const TITLE_MAX = 40;
export const CONTENT_MAX = 500;

/** @typedef {import('../db/rows.mjs').RegionRow} RegionRow */
/** @typedef {import('../db/rows.mjs').LeaderRow} LeaderRow */
/** @typedef {import('../db/rows.mjs').LeaderMessageRow} LeaderMessageRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/** A message as clients see it. @param {LeaderMessageRow} m */
export function messageItem(m) {
  return {
    id: m.id,
    leaderID: m.leader_id,
    userName: m.user_name,
    title: m.title,
    content: m.content,
    created: formatPlatformTime(m.created_at),
    status: m.status,
    answer: m.answer,
    answerBy: m.answer_by,
    answerTime: m.answered_at ? formatPlatformTime(m.answered_at) : '',
  };
}

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, urls: import('../lib/urls.mjs').Urls, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerLeaders(svc, { db, urls, memberOf }) {
  const s = {
    region: /** @type {Query<RegionRow>} */ (db.prepare('SELECT * FROM regions WHERE id = ?')),
    firstTop: /** @type {Query<RegionRow>} */ (
      db.prepare('SELECT * FROM regions WHERE parent_id = 0 ORDER BY order_id, id LIMIT 1')
    ),
    children: /** @type {Query<RegionRow>} */ (
      db.prepare('SELECT * FROM regions WHERE parent_id = ? ORDER BY order_id, id')
    ),
    leaders: /** @type {Query<LeaderRow>} */ (
      db.prepare('SELECT * FROM leaders WHERE region_id = ? ORDER BY order_id, id')
    ),
    leader: /** @type {Query<LeaderRow>} */ (db.prepare('SELECT * FROM leaders WHERE id = ?')),
    answered: /** @type {Query<LeaderMessageRow>} */ (
      db.prepare(
        'SELECT * FROM leader_messages WHERE leader_id = ? AND status = 1 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
    ),
    answeredCount: /** @type {Query<number>} */ (
      db.prepare('SELECT COUNT(*) FROM leader_messages WHERE leader_id = ? AND status = 1').pluck()
    ),
    mine: /** @type {Query<LeaderMessageRow>} */ (
      db.prepare('SELECT * FROM leader_messages WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    ),
    insert:
      db.prepare(`INSERT INTO leader_messages (leader_id, member_id, user_name, title, content, created_at, status)
      VALUES (@leader_id, @member_id, @user_name, @title, @content, @created_at, 0)`),
  };

  /** @param {RegionRow} r */
  const regionItem = (r) => ({ id: r.id, name: r.name, parentID: r.parent_id });

  // A region (none: the first top region), the top regions, its parent's regions and its own, and its leaders.
  // POST as SPEC §7 says; GET too, as the recorded site is asked (jiangbm/XFJ_FZ_API App_Leader/LeaderCommon.robot).
  svc.call(
    'regionleaderView',
    (p) => {
      const raw = toInt(p.regionId ?? p.id, 0);
      const region = raw > 0 ? s.region.get(raw) : s.firstTop.get();
      if (!region) throw new NotFound('region not found');
      const parent = region.parent_id ? s.region.get(region.parent_id) : undefined;
      return {
        region: regionItem(region),
        parent: parent ? regionItem(parent) : null,
        topRegions: s.children.all(0).map(regionItem),
        children: s.children.all(region.id).map(regionItem),
        leaders: s.leaders.all(region.id).map((l) => ({
          id: l.id,
          name: l.name,
          post: l.post,
          photo: urls.media(l.photo),
          intro: l.intro,
          regionID: l.region_id,
          answeredCount: Number(s.answeredCount.get(l.id)),
        })),
      };
    },
    { methods: ['GET', 'POST'] },
  );

  // A leader's answered messages, newest first, 10 a page (0-based).
  svc.call(
    'leaderMessages',
    (p) => {
      const leader = s.leader.get(requireInt(p, ['leaderId', 'id']));
      if (!leader) throw new PlatformError('leader not found');
      const page = pageOf(p);
      const totalCount = Number(s.answeredCount.get(leader.id));
      return {
        list: s.answered.all(leader.id, MESSAGE_PAGE, page * MESSAGE_PAGE).map(messageItem),
        totalCount,
        hasMore: (page + 1) * MESSAGE_PAGE < totalCount,
      };
    },
    { methods: ['POST'] },
  );

  svc.call(
    'leaderMessage',
    (p, req) => {
      const member = memberOf.required(req);
      const leader = s.leader.get(requireInt(p, ['leaderId', 'id']));
      if (!leader) throw new PlatformError('leader not found');
      const title = textParam(p.title, TITLE_MAX);
      const content = textParam(p.content, CONTENT_MAX);
      if (!title) throw new PlatformError('title is required');
      if (!content) throw new PlatformError('content is required');
      const row = {
        leader_id: leader.id,
        member_id: member.id,
        user_name: member.nickname,
        title,
        content,
        created_at: Math.floor(Date.now() / 1000),
      };
      const id = Number(s.insert.run(row).lastInsertRowid);
      return { id, status: 0, created: formatPlatformTime(row.created_at) };
    },
    { methods: ['POST'] },
  );

  // The member's own messages, pending and answered, newest first (20).
  svc.call(
    'myLeaderMessages',
    (p, req) => {
      const member = memberOf.required(req);
      const list = s.mine.all(member.id, 20, pageOf(p) * 20).map((m) => {
        const leader = s.leader.get(m.leader_id);
        return { ...messageItem(m), leaderName: leader ? leader.name : '', leaderPost: leader ? leader.post : '' };
      });
      return { list };
    },
    { methods: ['POST'] },
  );
}
