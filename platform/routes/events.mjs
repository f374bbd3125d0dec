/**
 * event: click, like (a toggle, remembered per reader) and share counters.
 * Every accepted event is also logged, so tests and the lead can see what a
 * client actually sent.
 *
 * Counts that move but cannot be pumped (docs/platform-api.md "event"): a click, share or
 * share-page click is counted once per device (a member's when no device is named), object and
 * day, and the counts a device or an address may make are limited (lib/like-limits.mjs).
 */
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt, toInt, pick } from '../lib/params.mjs';
import { likeLimitsOf, countLimitsOf } from '../lib/like-limits.mjs';
import { localDay } from '../lib/time.mjs';

export const EVENT = { CLICK: 0, LIKE: 1, SHARE: 2, SHARE_PAGE_CLICK: 3 };
/** Object types backed by articles: 0 article, 3 live (lives are type-6 articles). */
const ARTICLE_OBJECTS = new Set([0, 3]);
/** Object type 1: a comment; only likes are counted on comments. */
const COMMENT_OBJECT = 1;
/** Object type 8: a circle post (ours: the platform's event names no type for posts); likes only. */
const POST_OBJECT = 8;

/** Clients send "0", "undefined" or "null" for anonymous readers. @param {string | undefined} v */
const real = (v) => (v && !['0', 'undefined', 'null', '-1'].includes(v) ? v : '');

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 * @param {import('../lib/discussions.mjs').DiscussionStore} discussions
 */
export default function registerEvents(svc, ctx, discussions) {
  const { db } = ctx;
  const likeLimits = likeLimitsOf(ctx);
  const countLimits = countLimitsOf(ctx);
  const value = (/** @type {string} */ sql) =>
    /** @type {import('../db/rows.mjs').Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    exists: value('SELECT id FROM articles WHERE id = ?'),
    click: value('UPDATE articles SET count_click = count_click + 1 WHERE id = ? RETURNING count_click'),
    share: value('UPDATE articles SET count_share = count_share + 1 WHERE id = ? RETURNING count_share'),
    praise: value('UPDATE articles SET count_praise = max(0, count_praise + ?) WHERE id = ? RETURNING count_praise'),
    liked: value('SELECT 1 FROM likes WHERE article_id = ? AND actor = ?'),
    like: db.prepare('INSERT INTO likes (article_id, actor, created_at) VALUES (?, ?, ?)'),
    unlike: db.prepare('DELETE FROM likes WHERE article_id = ? AND actor = ?'),
    postExists: value('SELECT id FROM circle_posts WHERE id = ?'),
    postPraise: value(
      'UPDATE circle_posts SET count_praise = max(0, count_praise + ?) WHERE id = ? RETURNING count_praise',
    ),
    postLiked: value('SELECT 1 FROM post_likes WHERE post_id = ? AND actor = ?'),
    postLike: db.prepare('INSERT INTO post_likes (post_id, actor, created_at) VALUES (?, ?, ?)'),
    postUnlike: db.prepare('DELETE FROM post_likes WHERE post_id = ? AND actor = ?'),
    // The day's memory of what was counted: a second click of the same device today changes nothing.
    seen: db.prepare(`INSERT INTO counted_events (day, object_type, object_id, event_type, counter, created_at)
      VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
    clickCount: value('SELECT count_click FROM articles WHERE id = ?'),
    shareCount: value('SELECT count_share FROM articles WHERE id = ?'),
    log: db.prepare(`INSERT INTO events (object_id, object_type, event_type, channel, actor, site_id, created_at)
      VALUES (@id, @type, @eventType, @channel, @actor, @siteId, @at)`),
  };

  /** Toggle in one transaction so two quick taps cannot both "like". */
  const toggleLike = db.transaction((/** @type {number} */ id, /** @type {string} */ actor) => {
    const had = s.liked.get(id, actor);
    if (had) s.unlike.run(id, actor);
    else s.like.run(id, actor, Math.floor(Date.now() / 1000));
    return { countPraise: Number(s.praise.get(had ? -1 : 1, id)), liked: !had };
  });

  const togglePostLike = db.transaction((/** @type {number} */ id, /** @type {string} */ actor) => {
    const had = s.postLiked.get(id, actor);
    if (had) s.postUnlike.run(id, actor);
    else s.postLike.run(id, actor, Math.floor(Date.now() / 1000));
    return { countPraise: Number(s.postPraise.get(had ? -1 : 1, id)), liked: !had };
  });

  // Days before yesterday are remembered by nobody (yesterday's rows keep a late-night reader's day).
  db.prepare('DELETE FROM counted_events WHERE day < ?').run(localDay(Date.now() - 24 * 3600_000));

  /**
   * Counts a click (0, 3: a share-page click is a read too) or a share (2) of an article, once per
   * counter and day, in one transaction: two quick sends cannot both count.
   */
  const countOnce = db.transaction(
    (
      /** @type {number} */ id,
      /** @type {number} */ type,
      /** @type {number} */ eventType,
      /** @type {string} */ counter,
    ) => {
      const fresh = s.seen.run(localDay(Date.now()), type, id, eventType, counter, Date.now()).changes > 0;
      const share = eventType === EVENT.SHARE;
      if (!fresh) return { count: Number((share ? s.shareCount : s.clickCount).get(id)), counted: false };
      return { count: Number((share ? s.share : s.click).get(id)), counted: true };
    },
  );

  svc.call('event', (p, req) => {
    const id = requireInt(p, ['id', 'articleId']);
    const type = toInt(p.type, 0);
    const eventType = toInt(p.eventType, EVENT.CLICK);
    if (!ARTICLE_OBJECTS.has(type) && type !== COMMENT_OBJECT && type !== POST_OBJECT)
      throw new PlatformError('unsupported object type');
    if (!Object.values(EVENT).includes(eventType)) throw new PlatformError('unsupported eventType');
    const userId = real(pick(p, 'userID', 'userId', 'uid'));
    const device = real(pick(p, 'device', 'deviceId', 'devid'));
    const actor = userId ? `u:${userId}` : device ? `d:${device}` : '';
    // Likes are limited per device and address before anything is read or written (lib/like-limits.mjs).
    if (eventType === EVENT.LIKE && actor) likeLimits.take({ actor, address: req.ip ?? '' });
    if (type === COMMENT_OBJECT) {
      if (eventType !== EVENT.LIKE) throw new PlatformError('comments take likes only');
      if (!actor) throw new PlatformError('device or userID is required');
      return discussions.toggleLike(id, actor);
    }
    if (type === POST_OBJECT) {
      if (eventType !== EVENT.LIKE) throw new PlatformError('posts take likes only');
      if (!actor) throw new PlatformError('device or userID is required');
      if (!s.postExists.get(id)) throw new PlatformError('post not found');
      return togglePostLike(id, actor);
    }
    if (!s.exists.get(id)) throw new PlatformError('article not found');

    s.log.run({
      id,
      type,
      eventType,
      channel: toInt(p.channel, -1),
      actor,
      siteId: toInt(pick(p, 'siteID', 'siteId'), 1),
      at: Math.floor(Date.now() / 1000),
    });

    if (eventType === EVENT.LIKE) {
      if (!actor) throw new PlatformError('device or userID is required');
      return toggleLike(id, actor);
    }
    // Counted per device first (a member reading on two phones is two reads), else per member.
    const counter = device ? `d:${device}` : userId ? `u:${userId}` : '';
    if (!counter) throw new PlatformError('device or userID is required');
    countLimits.take({ actor: counter, address: req.ip ?? '' });
    // A live is an article: one read whichever object type the client names it by.
    return countOnce(id, 0, eventType, counter);
  });
}
