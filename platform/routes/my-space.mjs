/**
 * A member's own space (docs/platform-api.md, "A member's own space"; docs/decisions/0051): the
 * lists a member reads of what they did, each paged by 20, newest first, and only ever their own
 * (the member is whoever the token says):
 * - `myDiscussList`: every comment they wrote, with its review state and where it was posted;
 * - `mySubXys`: the media accounts they follow; `mySubReporters`: the reporters they follow;
 * - `myQuestionList`: their questions to the ask bar, with the topic's title;
 * - `myCirclePosts`: their circle posts;
 * - `myMessages`, `myMessageCount`, `readMyMessages` (POST): the message centre. Its messages are
 *   derived from what happened to the member's things (a reply to a comment, an answer or a
 *   refusal of a question, a tip-off handled, a registration decided, a live the member asked to
 *   be reminded of gone on air, docs/decisions/0062); the centre keeps only when
 *   the member last read it, so unread is what happened after that.
 */
import { formatPlatformTime } from '../lib/time.mjs';
import { pageOf } from '../lib/params.mjs';
import { TIPOFF_STATUS_TEXT } from './tipoffs.mjs';

export const PAGE_SIZE = 20;
const QUESTION_STATUS_TEXT = ['待回复', '已回复', '未采纳'];
const COMMENT_STATE = /** @type {const} */ ({ published: 0, pending: 1, rejected: 2 });

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */
/** @param {number} ms */
const time = (ms) => formatPlatformTime(Math.floor(ms / 1000));
/** @param {number} page @param {number} total */
const paging = (page, total) => ({ totalCount: total, hasMore: (page + 1) * PAGE_SIZE < total });

/**
 * The title of what a comment was posted under, by its sourceType (docs/platform-api.md, "Comments":
 * 0 article, 1 live, 3 paper article, 4 topic Q&A, 5 government Q&A, 6 activity).
 */
const OBJECT_TITLE = `CASE d.source_type
  WHEN 0 THEN (SELECT title FROM articles WHERE id = d.object_id)
  WHEN 1 THEN (SELECT title FROM articles WHERE id = d.object_id)
  WHEN 3 THEN (SELECT title FROM paper_articles WHERE id = d.object_id)
  WHEN 4 THEN (SELECT title FROM qa_topics WHERE id = d.object_id)
  WHEN 5 THEN (SELECT title FROM gov_qas WHERE id = d.object_id)
  WHEN 6 THEN (SELECT title FROM activities WHERE id = d.object_id)
END`;

/**
 * Every message of one member, as one ordered set: `kind`, the object it is about, a title, the
 * text, a state, when it happened (ms) and whether it is unread. Discussions keep whole seconds, too
 * coarse to tell a reply from the moment the centre was read: a reply is unread when its id is past
 * the newest comment at that moment (ids only grow); the rest by time.
 */
const MESSAGES = `
  SELECT 'reply' AS kind, d.id AS id, d.object_id AS object_id, d.source_type AS source_type,
    p.content AS title, d.user_name || '：' || d.content AS content, 0 AS state, d.created_at * 1000 AS at,
    d.id > @readReply AS unread
  FROM discussions p JOIN discussions d ON d.parent_id = p.id
  WHERE p.member_id = @member AND d.status = 'published' AND (d.member_id IS NULL OR d.member_id <> @member)
  UNION ALL
  SELECT 'answer', q.id, q.topic_id, 4, q.content,
    CASE WHEN q.status = 1 THEN COALESCE((SELECT a.answerer || '：' || a.content FROM qa_answers a WHERE a.question_id = q.id ORDER BY a.created_at, a.id LIMIT 1), '')
      ELSE q.reply_note END,
    q.status, q.answered_at, q.answered_at > @readAt
  FROM qa_questions q WHERE q.member_id = @member AND q.status IN (1, 2) AND q.answered_at IS NOT NULL
  UNION ALL
  SELECT 'tipoff', t.id, t.id, 0, CASE WHEN t.title <> '' THEN t.title ELSE substr(t.content, 1, 40) END, t.reply, t.status, t.handled_at, t.handled_at > @readAt
  FROM tipoffs t WHERE t.member_id = @member AND t.handled_at IS NOT NULL
  UNION ALL
  SELECT 'registration', e.id, e.activity_id, 6, (SELECT title FROM activities WHERE id = e.activity_id), '', e.status, e.created_at, e.created_at > @readAt
  FROM activity_entries e WHERE e.member_id = @member AND e.status <> 0
  UNION ALL
  SELECT 'live', r.live_id, r.live_id, 1, (SELECT title FROM articles WHERE id = r.live_id), '', 1, r.started_at, r.started_at > @readAt
  FROM live_reminders r WHERE r.member_id = @member AND r.started_at IS NOT NULL`;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, urls: import('../lib/urls.mjs').Urls, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerMySpace(svc, { db, urls, memberOf }) {
  const count = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const media = (/** @type {string} */ path) => (path === '' || /^https?:\/\//.test(path) ? path : urls.media(path));
  const s = {
    comments:
      /** @type {Query<{id: number, source_type: number, object_id: number, root_id: number | null, content: string, status: keyof typeof COMMENT_STATE, created_at: number, title: string | null}>} */ (
        db.prepare(
          `SELECT d.id, d.source_type, d.object_id, d.root_id, d.content, d.status, d.created_at, ${OBJECT_TITLE} AS title
       FROM discussions d WHERE d.member_id = ? AND d.status <> 'deleted' ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
        )
      ),
    commentCount: count(`SELECT COUNT(*) FROM discussions WHERE member_id = ? AND status <> 'deleted'`),
    follows: /** @type {Query<{id: number, name: string, icon: string, description: string, created_at: number}>} */ (
      db.prepare(
        `SELECT a.id, a.name, a.icon, a.description, f.created_at FROM xy_follows f JOIN xy_accounts a ON a.id = f.xy_id
       WHERE f.member_id = ? ORDER BY f.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      )
    ),
    followCount: count('SELECT COUNT(*) FROM xy_follows f JOIN xy_accounts a ON a.id = f.xy_id WHERE f.member_id = ?'),
    reporters: /** @type {Query<{id: number, name: string, icon: string, desk: string, created_at: number}>} */ (
      db.prepare(
        `SELECT r.id, r.name, r.icon, r.desk, f.created_at FROM reporter_follows f JOIN reporters r ON r.id = f.reporter_id
       WHERE f.member_id = ? ORDER BY f.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
    ),
    reporterCount: count(
      'SELECT COUNT(*) FROM reporter_follows f JOIN reporters r ON r.id = f.reporter_id WHERE f.member_id = ?',
    ),
    questions:
      /** @type {Query<{id: number, topic_id: number, topic_title: string, content: string, status: number, reply_note: string, created_at: number, answered_at: number | null}>} */ (
        db.prepare(
          `SELECT q.id, q.topic_id, t.title AS topic_title, q.content, q.status, q.reply_note, q.created_at, q.answered_at
       FROM qa_questions q JOIN qa_topics t ON t.id = q.topic_id WHERE q.member_id = ? ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
        )
      ),
    questionCount: count('SELECT COUNT(*) FROM qa_questions WHERE member_id = ?'),
    posts:
      /** @type {Query<{id: number, circle_id: number, circle_name: string, content: string, pics: string, count_praise: number, count_discuss: number, created_at: number}>} */ (
        db.prepare(
          `SELECT p.id, p.circle_id, c.name AS circle_name, p.content, p.pics, p.count_praise, p.count_discuss, p.created_at
       FROM circle_posts p JOIN circles c ON c.id = p.circle_id WHERE p.member_id = ? ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
        )
      ),
    postCount: count('SELECT COUNT(*) FROM circle_posts WHERE member_id = ?'),
    messages:
      /** @type {Query<{kind: string, id: number, object_id: number, source_type: number, title: string | null, content: string | null, state: number, at: number, unread: number}>} */ (
        db.prepare(`SELECT * FROM (${MESSAGES}) ORDER BY at DESC, kind, id DESC LIMIT @limit OFFSET @offset`)
      ),
    messageCount: count(`SELECT COUNT(*) FROM (${MESSAGES})`),
    unread: count(`SELECT COUNT(*) FROM (${MESSAGES}) WHERE unread`),
    read: /** @type {Query<{read_at: number, read_reply_id: number}>} */ (
      db.prepare('SELECT read_at, read_reply_id FROM member_message_reads WHERE member_id = ?')
    ),
    markRead: db.prepare(`INSERT INTO member_message_reads (member_id, read_at, read_reply_id)
      VALUES (?, ?, (SELECT COALESCE(MAX(id), 0) FROM discussions))
      ON CONFLICT (member_id) DO UPDATE SET read_at = max(read_at, excluded.read_at), read_reply_id = max(read_reply_id, excluded.read_reply_id)`),
  };
  /** The member and the moment they last read the centre: the parameters of every message query. @param {number} member */
  const readOf = (member) => {
    const r = s.read.get(member);
    return { member, readAt: r?.read_at ?? 0, readReply: r?.read_reply_id ?? 0 };
  };
  const unreadOf = (/** @type {number} */ member) => Number(s.unread.get(readOf(member)));

  svc.call(
    'myDiscussList',
    (p, req) => {
      const member = memberOf.required(req);
      const page = pageOf(p);
      const list = s.comments.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map((r) => ({
        id: r.id,
        sourceType: r.source_type,
        articleID: r.object_id,
        rootID: r.root_id ?? 0,
        content: r.content,
        // 0 public, 1 waiting for review, 2 refused by review.
        auditStatus: COMMENT_STATE[r.status] ?? 0,
        title: r.title ?? '',
        created: formatPlatformTime(r.created_at),
      }));
      return { list, ...paging(page, Number(s.commentCount.get(member.id))) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'mySubXys',
    (p, req) => {
      const member = memberOf.required(req);
      const page = pageOf(p);
      const list = s.follows.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map((a) => ({
        xyID: a.id,
        name: a.name,
        icon: media(a.icon),
        description: a.description,
        subTime: time(a.created_at),
      }));
      return { list, ...paging(page, Number(s.followCount.get(member.id))) };
    },
    { methods: ['GET'] },
  );

  // The reporters I follow (topicSub type 5), as mySubXys lists the accounts (docs/decisions/0064).
  svc.call(
    'mySubReporters',
    (p, req) => {
      const member = memberOf.required(req);
      const page = pageOf(p);
      const list = s.reporters.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map((r) => ({
        reporterID: r.id,
        name: r.name,
        icon: media(r.icon),
        desk: r.desk,
        subTime: time(r.created_at),
      }));
      return { list, ...paging(page, Number(s.reporterCount.get(member.id))) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'myQuestionList',
    (p, req) => {
      const member = memberOf.required(req);
      const page = pageOf(p);
      const list = s.questions.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map((q) => ({
        id: q.id,
        subjectID: q.topic_id,
        subjectTitle: q.topic_title,
        content: q.content,
        status: q.status,
        statusText: QUESTION_STATUS_TEXT[q.status] ?? '',
        replyNote: q.reply_note,
        created: time(q.created_at),
        answered: q.answered_at === null ? '' : time(q.answered_at),
      }));
      return { list, ...paging(page, Number(s.questionCount.get(member.id))) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'myCirclePosts',
    (p, req) => {
      const member = memberOf.required(req);
      const page = pageOf(p);
      const list = s.posts.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map((r) => ({
        id: r.id,
        circleId: r.circle_id,
        circleName: r.circle_name,
        content: r.content,
        pics: /** @type {string[]} */ (JSON.parse(r.pics)).map(media),
        countPraise: r.count_praise,
        countDiscuss: r.count_discuss,
        created: time(r.created_at),
      }));
      return { list, ...paging(page, Number(s.postCount.get(member.id))) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'myMessages',
    (p, req) => {
      const member = memberOf.required(req);
      const page = pageOf(p);
      const list = s.messages.all({ ...readOf(member.id), limit: PAGE_SIZE, offset: page * PAGE_SIZE }).map((m) => ({
        id: `${m.kind}-${m.id}`,
        type: m.kind,
        objectID: m.object_id,
        sourceType: m.source_type,
        title: m.title ?? '',
        content: m.content ?? '',
        status: m.state,
        statusText:
          m.kind === 'tipoff'
            ? (TIPOFF_STATUS_TEXT[m.state] ?? '')
            : m.kind === 'answer'
              ? (QUESTION_STATUS_TEXT[m.state] ?? '')
              : '',
        created: time(m.at),
        isRead: m.unread ? 0 : 1,
      }));
      return { list, ...paging(page, Number(s.messageCount.get(readOf(member.id)))), unreadCount: unreadOf(member.id) };
    },
    { methods: ['GET'] },
  );

  svc.call('myMessageCount', (_p, req) => ({ unreadCount: unreadOf(memberOf.required(req).id) }), { methods: ['GET'] });

  // Everything up to now is read; a later reply, answer or decision counts again.
  svc.call(
    'readMyMessages',
    (_p, req) => {
      const member = memberOf.required(req);
      s.markRead.run(member.id, Date.now());
      return { unreadCount: unreadOf(member.id) };
    },
    { methods: ['POST'] },
  );
}
