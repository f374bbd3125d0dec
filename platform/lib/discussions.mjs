/**
 * The comment store (migration 007): threads, replies, likes, the audit queue and the rules a
 * comment must pass. Routes (routes/discuss.mjs, routes/moderation.mjs) stay thin; everything
 * that touches the tables lives here.
 */
import { NOT_YOURS, PlatformError } from './envelope.mjs';
import { findSensitiveWord } from './sensitive-words.mjs';
import { stripBidiControls } from './reader-text.mjs';

/** @typedef {import('../db/rows.mjs').DiscussionRow} DiscussionRow */
/** @typedef {import('../db/rows.mjs').DiscussionViewRow} DiscussionViewRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/** PLATFORM-FACTS.md: comment sourceType. */
// circlePost (7) is not in PLATFORM-FACTS.md's list: the reference platform's code for a comment
// under a circle's post (the site's features/comments/comment.types.ts); it was refused here as an
// 'unsupported sourceType', so no reader could answer a post (docs/decisions/0086).
export const SOURCE = { article: 0, live: 1, paperArticle: 3, topicQa: 4, qa: 5, activity: 6, circlePost: 7 };
const SOURCES = new Set(Object.values(SOURCE));
/** Sources whose objects are rows of `articles` (a live is an article of type 6): their countDiscuss is kept here. */
const ARTICLE_SOURCES = new Set([SOURCE.article, SOURCE.live]);

/** siteConfig.discuss.auditType: 0 publish at once, 1 review first, 2 commenting off. */
export const AUDIT = { none: 0, review: 1, closed: 2 };

/** docs/platform-api.md, "Comments": the catalogue codes of a refused comment (docs/product.md §8: 10202-10204). */
export const COMMENT_STATUS = { refused: 10202, sensitive: 10203, tooFrequent: 10204 };
export const MAX_LENGTH = 500;
/** Posts per member and per device within the window; the next one is refused with 10204. */
export const POST_LIMIT = { count: 5, windowSeconds: 60 };

/** 0 reader, 1 editor, 2 reporter, 3 official account. */
export const ROLE = { reader: 0, editor: 1, reporter: 2, official: 3 };

const VIEW = `SELECT d.*, p.user_id AS parent_user_id, p.user_name AS parent_user_name
  FROM discussions d LEFT JOIN discussions p ON p.id = d.parent_id`;

/**
 * @typedef {{id: number, nickname: string, head: string}} Writer
 * @typedef {{exists: boolean, closed: boolean}} ObjectState
 * @typedef {(id: number) => ObjectState} ObjectLookup
 */

/**
 * @param {import('better-sqlite3').Database} db
 * @param {{auditType?: number, now?: () => number, onPublished?: (row: DiscussionViewRow) => void}} [opts]
 *   now: unix seconds (tests move the clock); onPublished: a comment became public (posted without review, or
 *   approved): the live push tells a live's readers (docs/decisions/0019)
 */
export function createDiscussionStore(db, opts = {}) {
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  let auditType = opts.auditType ?? AUDIT.none;
  /**
   * The audit type of single objects, where an editor set one ("this story's comments are reviewed
   * first"); the site's setting covers the rest. Keyed `sourceType:objectId`.
   * @type {Map<string, number>}
   */
  const objectAudit = new Map();
  /** @param {number} sourceType @param {number} objectId */
  const auditOf = (sourceType, objectId) => objectAudit.get(`${sourceType}:${objectId}`) ?? auditType;
  const rows = (/** @type {string} */ sql) => /** @type {Query<DiscussionViewRow>} */ (db.prepare(sql));
  const value = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    byId: rows(`${VIEW} WHERE d.id = ?`),
    threads: rows(`${VIEW} WHERE d.source_type = ? AND d.object_id = ? AND d.root_id IS NULL AND d.status = 'published'
      ORDER BY d.is_top DESC, d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`),
    threadsHot:
      rows(`${VIEW} WHERE d.source_type = ? AND d.object_id = ? AND d.root_id IS NULL AND d.status = 'published'
      ORDER BY d.is_top DESC, d.count_praise DESC, d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`),
    threadCount: value(
      `SELECT COUNT(*) FROM discussions WHERE source_type = ? AND object_id = ? AND root_id IS NULL AND status = 'published'`,
    ),
    flat: rows(`${VIEW} WHERE d.source_type = ? AND d.object_id = ? AND d.status = 'published'
      ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`),
    count: value(`SELECT COUNT(*) FROM discussions WHERE source_type = ? AND object_id = ? AND status = 'published'`),
    hot: rows(`${VIEW} WHERE d.source_type = ? AND d.object_id = ? AND d.root_id IS NULL AND d.status = 'published' AND d.count_praise > 0
      ORDER BY d.count_praise DESC, d.created_at DESC LIMIT ?`),
    replies: rows(
      `${VIEW} WHERE d.root_id = ? AND d.status = 'published' ORDER BY d.created_at, d.id LIMIT ? OFFSET ?`,
    ),
    replyCount: value(`SELECT COUNT(*) FROM discussions WHERE root_id = ? AND status = 'published'`),
    mine: rows(`${VIEW} WHERE d.source_type = ? AND d.object_id = ? AND d.member_id = ? AND d.status IN ('pending', 'published')
      ORDER BY d.created_at DESC, d.id DESC LIMIT 50`),
    pending: rows(`${VIEW} WHERE d.status = 'pending' ORDER BY d.created_at, d.id LIMIT ?`),
    recentByMember: value('SELECT COUNT(*) FROM discussions WHERE member_id = ? AND created_at > ?'),
    recentByDevice: value(`SELECT COUNT(*) FROM discussions WHERE device = ? AND device <> '' AND created_at > ?`),
    insert:
      db.prepare(`INSERT INTO discussions (source_type, object_id, root_id, parent_id, member_id, user_id, user_name, user_icon,
      role, content, status, device, channel, location, created_at)
      VALUES (@source_type, @object_id, @root_id, @parent_id, @member_id, @user_id, @user_name, @user_icon,
      @role, @content, @status, @device, @channel, @location, @created_at)`),
    setStatus: db.prepare('UPDATE discussions SET status = ? WHERE id = ?'),
    setMark: {
      is_top: db.prepare('UPDATE discussions SET is_top = ? WHERE id = ?'),
      is_excellent: db.prepare('UPDATE discussions SET is_excellent = ? WHERE id = ?'),
    },
    article: /** @type {Query<{discuss_closed: number}>} */ (
      db.prepare('SELECT discuss_closed FROM articles WHERE id = ?')
    ),
    articleCount: db.prepare('UPDATE articles SET count_discuss = max(0, count_discuss + ?) WHERE id = ?'),
    postCount: db.prepare('UPDATE circle_posts SET count_discuss = max(0, count_discuss + ?) WHERE id = ?'),
    post: /** @type {Query<{id: number}>} */ (db.prepare('SELECT id FROM circle_posts WHERE id = ?')),
    liked: value('SELECT 1 FROM discussion_likes WHERE discussion_id = ? AND actor = ?'),
    like: db.prepare('INSERT INTO discussion_likes (discussion_id, actor, created_at) VALUES (?, ?, ?)'),
    unlike: db.prepare('DELETE FROM discussion_likes WHERE discussion_id = ? AND actor = ?'),
    praise: value('UPDATE discussions SET count_praise = max(0, count_praise + ?) WHERE id = ? RETURNING count_praise'),
  };

  /** @type {Map<number, ObjectLookup>} */
  const lookups = new Map();
  /** @type {ObjectLookup} */
  const articleLookup = (id) => {
    const row = s.article.get(id);
    return { exists: row !== undefined, closed: row?.discuss_closed === 1 };
  };
  lookups.set(SOURCE.article, articleLookup);
  lookups.set(SOURCE.live, articleLookup);
  lookups.set(SOURCE.circlePost, (id) => ({ exists: s.post.get(id) !== undefined, closed: false }));

  /** @param {number} sourceType @param {number} id */
  function objectState(sourceType, id) {
    if (!SOURCES.has(sourceType)) throw new PlatformError('unsupported sourceType');
    // Sources whose objects live in another area's tables (paper, Q&A, activities) register a
    // lookup when they exist; until then their ids are taken as they come.
    return lookups.get(sourceType)?.(id) ?? { exists: true, closed: false };
  }

  /** Keeps articles' and circle posts' count_discuss equal to the published comments. @param {DiscussionRow} row @param {number} delta */
  function countOnObject(row, delta) {
    if (ARTICLE_SOURCES.has(row.source_type)) s.articleCount.run(delta, row.object_id);
    else if (row.source_type === SOURCE.circlePost) s.postCount.run(delta, row.object_id);
  }

  /**
   * @param {{writer: Writer, sourceType: number, objectId: number, parentId: number, content: string,
   *   device: string, channel: number, location: string}} input
   */
  const post = db.transaction((input) => {
    // Bidi controls are taken out: a comment cannot turn the text around it backwards.
    const content = stripBidiControls(input.content).replace(/\r\n?/g, '\n').trim();
    if (content === '') throw new PlatformError('please enter content');
    if ([...content].length > MAX_LENGTH)
      throw new PlatformError(`comment too long: at most ${MAX_LENGTH} characters`, COMMENT_STATUS.refused);
    const audit = auditOf(input.sourceType, input.objectId);
    if (audit === AUDIT.closed) throw new PlatformError('commenting is closed on this site', COMMENT_STATUS.refused);
    const object = objectState(input.sourceType, input.objectId);
    if (!object.exists) throw new PlatformError('the commented object does not exist', COMMENT_STATUS.refused);
    if (object.closed) throw new PlatformError('comments are closed here', COMMENT_STATUS.refused);
    /** @type {DiscussionViewRow | undefined} */
    let parent;
    if (input.parentId > 0) {
      parent = s.byId.get(input.parentId);
      if (
        !parent ||
        parent.status !== 'published' ||
        parent.source_type !== input.sourceType ||
        parent.object_id !== input.objectId
      ) {
        throw new PlatformError('the comment replied to does not exist', COMMENT_STATUS.refused);
      }
    }
    const word = findSensitiveWord(content);
    if (word)
      throw new PlatformError(
        `the comment contains a blocked word (${word}); please edit it`,
        COMMENT_STATUS.sensitive,
      );
    const at = now();
    const since = at - POST_LIMIT.windowSeconds;
    if (
      Number(s.recentByMember.get(input.writer.id, since)) >= POST_LIMIT.count ||
      Number(s.recentByDevice.get(input.device, since)) >= POST_LIMIT.count
    ) {
      throw new PlatformError(
        'too many comments in a short time; please try again in a minute',
        COMMENT_STATUS.tooFrequent,
      );
    }
    const status = audit === AUDIT.review ? 'pending' : 'published';
    const id = Number(
      s.insert.run({
        source_type: input.sourceType,
        object_id: input.objectId,
        root_id: parent ? (parent.root_id ?? parent.id) : null,
        parent_id: parent ? parent.id : null,
        member_id: input.writer.id,
        user_id: String(input.writer.id),
        user_name: input.writer.nickname,
        user_icon: input.writer.head,
        role: ROLE.reader,
        content,
        status,
        device: input.device,
        channel: input.channel,
        location: input.location,
        created_at: at,
      }).lastInsertRowid,
    );
    const row = /** @type {DiscussionViewRow} */ (s.byId.get(id));
    if (status === 'published') {
      countOnObject(row, 1);
      opts.onPublished?.(row);
    }
    return row;
  });

  /** A reader deletes a comment of their own; anyone else's is refused. @param {number} id @param {number} memberId */
  const remove = db.transaction((id, memberId) => {
    const row = s.byId.get(id);
    if (!row || row.status === 'deleted') throw new PlatformError('comment not found');
    if (row.member_id !== memberId) throw new PlatformError('you can only delete your own comments', NOT_YOURS);
    s.setStatus.run('deleted', id);
    if (row.status === 'published') countOnObject(row, -1);
    return { id };
  });

  /**
   * The moderation actions (routes/moderation.mjs).
   * @param {number} id @param {'approve' | 'reject' | 'top' | 'untop' | 'excellent' | 'unexcellent'} action
   */
  const moderate = db.transaction((id, action) => {
    const row = s.byId.get(id);
    if (!row || row.status === 'deleted') return null;
    if (action === 'approve' || action === 'reject') {
      const next = action === 'approve' ? 'published' : 'rejected';
      if (row.status !== next) {
        s.setStatus.run(next, id);
        if (next === 'published') countOnObject(row, 1);
        else if (row.status === 'published') countOnObject(row, -1);
        const updated = next === 'published' ? s.byId.get(id) : undefined;
        if (updated) opts.onPublished?.(updated);
      }
    } else if (action === 'top' || action === 'untop') {
      s.setMark.is_top.run(action === 'top' ? 1 : 0, id);
    } else {
      s.setMark.is_excellent.run(action === 'excellent' ? 1 : 0, id);
    }
    return s.byId.get(id) ?? null;
  });

  /** Toggles one reader's like of a published comment. @param {number} id @param {string} actor */
  const toggleLike = db.transaction((id, actor) => {
    const row = s.byId.get(id);
    if (!row || row.status !== 'published') throw new PlatformError('comment not found');
    const had = s.liked.get(id, actor);
    if (had) s.unlike.run(id, actor);
    else s.like.run(id, actor, now());
    return { countPraise: Number(s.praise.get(had ? -1 : 1, id)), liked: !had };
  });

  return {
    auditType: () => auditType,
    /**
     * The site's audit type, or one object's when `object` is given.
     * @param {number} type @param {{sourceType: number, objectId: number}} [object]
     */
    setAuditType(type, object) {
      if (!Object.values(AUDIT).includes(type)) throw new Error(`auditType must be 0, 1 or 2 (got ${type})`);
      if (object) objectAudit.set(`${object.sourceType}:${object.objectId}`, type);
      else auditType = type;
    },
    /** @param {number} sourceType @param {ObjectLookup} lookup */
    registerObjectLookup: (sourceType, lookup) => void lookups.set(sourceType, lookup),
    objectState,
    post,
    remove,
    moderate,
    toggleLike,
    /** @param {number} id */
    byId: (id) => s.byId.get(id),
    /** @param {number} sourceType @param {number} objectId @param {{limit: number, offset: number, hot: boolean}} page */
    threads: (sourceType, objectId, { limit, offset, hot }) => ({
      rows: (hot ? s.threadsHot : s.threads).all(sourceType, objectId, limit, offset),
      total: Number(s.threadCount.get(sourceType, objectId)),
    }),
    /** @param {number} sourceType @param {number} objectId @param {{limit: number, offset: number}} page */
    flat: (sourceType, objectId, { limit, offset }) => ({
      rows: s.flat.all(sourceType, objectId, limit, offset),
      total: Number(s.count.get(sourceType, objectId)),
    }),
    /** @param {number} rootId @param {{limit: number, offset: number}} page */
    replies: (rootId, { limit, offset }) => ({
      rows: s.replies.all(rootId, limit, offset),
      total: Number(s.replyCount.get(rootId)),
    }),
    /** @param {number} rootId */
    replyCount: (rootId) => Number(s.replyCount.get(rootId)),
    /** @param {number} sourceType @param {number} objectId @param {number} count */
    hot: (sourceType, objectId, count) => s.hot.all(sourceType, objectId, count),
    /** @param {number} sourceType @param {number} objectId */
    count: (sourceType, objectId) => Number(s.count.get(sourceType, objectId)),
    /** @param {number} sourceType @param {number} objectId @param {number} memberId */
    mine: (sourceType, objectId, memberId) => s.mine.all(sourceType, objectId, memberId),
    /** @param {number} limit */
    pending: (limit) => s.pending.all(limit),
  };
}

/** @typedef {ReturnType<typeof createDiscussionStore>} DiscussionStore */
