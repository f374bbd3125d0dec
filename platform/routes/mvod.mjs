/**
 * Short-video service, on its own base path (/mvod, config xyApi.mVodUrl) as the
 * real platform runs it separately (docs/product.md §7: article, attach, categories
 * list, common info, share info; POST articleList and event). Same envelope as app_if.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { likeLimitsOf } from '../lib/like-limits.mjs';
import { requireInt, toInt, pick } from '../lib/params.mjs';
import { formatPlainTime } from '../lib/time.mjs';
import { avatarPath, VIDEO } from '../lib/media-names.mjs';

/** docs/product.md §9: related mini videos come 4 to a page. */
const DEFAULT_SIZE = 4;
const MAX_SIZE = 20;

/**
 * The cursor condition of articleList on a video table (alias prefix `p`): no cursor (@dir 0), the
 * clips after the cursor clip in the list's order (@dir 1: older, or as old with a higher id), or
 * those before it (@dir -1).
 * @param {string} p
 */
const CURSOR = (p) => `(@dir = 0
  OR (@dir = 1 AND (${p}publish_time < @at OR (${p}publish_time = @at AND ${p}id > @cursor)))
  OR (@dir = -1 AND (${p}publish_time > @at OR (${p}publish_time = @at AND ${p}id < @cursor))))`;

/** Clients send "0", "undefined" or "null" for anonymous readers. @param {string | undefined} v */
const real = (v) => (v && !['0', 'undefined', 'null', '-1'].includes(v) ? v : '');

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */
/** @typedef {import('../db/rows.mjs').MvodVideoListRow} MvodVideoListRow */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerShortVideo(svc, ctx) {
  const { db, urls, options } = ctx;
  const share = options.shareBase.replace(/\/+$/, '');
  const videoRows = (/** @type {string} */ sql) => /** @type {Query<MvodVideoListRow>} */ (db.prepare(sql));
  const value = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    byId: videoRows(
      'SELECT v.*, c.name AS category_name FROM mvod_videos v JOIN mvod_categories c ON c.id = v.category_id WHERE v.id = ?',
    ),
    categories: /** @type {Query<import('../db/rows.mjs').MvodCategoryRow>} */ (
      db.prepare('SELECT * FROM mvod_categories ORDER BY ord')
    ),
    // The list's order is newest first, ties by id. A cursor cuts it at one clip: `after` keeps the
    // clips that follow it (older: the next ones), `before` those that precede it, nearest first.
    page: videoRows(`SELECT v.*, c.name AS category_name FROM mvod_videos v JOIN mvod_categories c ON c.id = v.category_id
      WHERE (@cat = 0 OR v.category_id = @cat) AND v.id != @except AND ${CURSOR('v.')} ORDER BY v.publish_time DESC, v.id LIMIT @size OFFSET @offset`),
    before:
      videoRows(`SELECT v.*, c.name AS category_name FROM mvod_videos v JOIN mvod_categories c ON c.id = v.category_id
      WHERE (@cat = 0 OR v.category_id = @cat) AND v.id != @except AND ${CURSOR('v.')} ORDER BY v.publish_time ASC, v.id DESC LIMIT @size OFFSET @offset`),
    count: value(
      `SELECT COUNT(*) FROM mvod_videos WHERE (@cat = 0 OR category_id = @cat) AND id != @except AND ${CURSOR('')}`,
    ),
    cursor: /** @type {Query<{publish_time: number, id: number}>} */ (
      db.prepare('SELECT publish_time, id FROM mvod_videos WHERE id = ?')
    ),
    liked: value('SELECT 1 FROM mvod_likes WHERE video_id = ? AND actor = ?'),
    like: db.prepare('INSERT INTO mvod_likes (video_id, actor, created_at) VALUES (?, ?, ?)'),
    unlike: db.prepare('DELETE FROM mvod_likes WHERE video_id = ? AND actor = ?'),
    praise: value('UPDATE mvod_videos SET count_praise = max(0, count_praise + ?) WHERE id = ? RETURNING count_praise'),
    click: value('UPDATE mvod_videos SET count_click = count_click + 1 WHERE id = ? RETURNING count_click'),
    share: value('UPDATE mvod_videos SET count_share = count_share + 1 WHERE id = ? RETURNING count_share'),
  };

  /** @param {Record<string, string>} p */
  const video = (p) => {
    const row = s.byId.get(requireInt(p, ['id', 'fileId', 'articleId']));
    if (!row) throw new PlatformError('video not found');
    return row;
  };
  const shareUrl = (/** @type {number} */ id) => `${share}/mvodShare/${id}.html`;

  /** A list item and the head of the detail answer. @param {MvodVideoListRow} r */
  const item = (r) => ({
    fileId: r.id,
    title: r.title,
    catId: r.category_id,
    catName: r.category_name,
    userName: r.user_name,
    userIcon: r.user_pic ? urls.media(avatarPath('xy', r.user_pic)) : '',
    picUrl: urls.picture(r.pic, 'big'),
    width: r.width,
    height: r.height,
    duration: r.duration,
    publishtime: formatPlainTime(r.publish_time),
    countClick: r.count_click,
    countPraise: r.count_praise,
    countShare: r.count_share,
    countDiscuss: r.count_discuss,
  });

  svc.call('article', (p) => {
    const r = video(p);
    return { ...item(r), summary: r.summary, shareClosed: r.share_closed, shareUrl: shareUrl(r.id) };
  });

  // The playable files of a video: the HLS stream first, the mp4 for players without HLS.
  svc.call('attach', (p) => {
    const r = video(p);
    const base = { width: r.width, height: r.height, duration: r.duration, poster: urls.picture(r.pic, 'big') };
    // A video filmed sideways plays the landscape clip; the others the portrait one.
    const files = r.width > r.height ? { hls: urls.hls, mp4: urls.mp4 } : urls.short;
    return {
      list: [
        { type: 'hls', url: files.hls, ...base },
        { type: 'mp4', url: files.mp4, ...base },
      ],
    };
  });

  svc.call('categoryList', () => ({ list: s.categories.all().map((c) => ({ catId: c.id, catName: c.name })) }));

  svc.call('commonInfo', () => ({
    relatedSize: DEFAULT_SIZE,
    maxDuration: 300,
    defaultCover: urls.short.poster,
    aspectRatio: '9:16',
    videoSeconds: VIDEO.durationSeconds,
  }));

  svc.call('shareInfo', (p) => {
    const r = video(p);
    return {
      fileId: r.id,
      title: r.title,
      summary: r.summary,
      picUrl: urls.picture(r.pic, 'big'),
      shareUrl: shareUrl(r.id),
      shareClosed: r.share_closed,
    };
  });

  // Paged, 1-based; `exceptId` leaves the open video out (related lists). A cursor, as the
  // dialect's `lastFileId`: the clips after that one (the next clips of a category); designed here,
  // `firstFileId`: the clips before it, nearest first (the previous ones). An unknown cursor: none.
  svc.call('articleList', (p) => {
    const cat = toInt(pick(p, 'catId', 'categoryId'), 0);
    const except = toInt(p.exceptId, 0);
    const size = Math.min(Math.max(toInt(p.size, DEFAULT_SIZE), 1), MAX_SIZE);
    const page = Math.max(toInt(p.page, 1), 1);
    const last = toInt(p.lastFileId, 0);
    const first = toInt(p.firstFileId, 0);
    const dir = last > 0 ? 1 : first > 0 ? -1 : 0;
    const at = dir === 0 ? null : s.cursor.get(dir === 1 ? last : first);
    if (dir !== 0 && !at) return { list: [], totalCount: 0, hasMore: false };
    const args = { cat, except, dir, at: at?.publish_time ?? 0, cursor: at?.id ?? 0 };
    const rows = (dir === -1 ? s.before : s.page).all({ ...args, size, offset: (page - 1) * size });
    const totalCount = Number(s.count.get(args));
    return { list: rows.map(item), totalCount, hasMore: page * size < totalCount };
  });

  /** One transaction, so two quick taps cannot both like. */
  const toggle = db.transaction((/** @type {number} */ id, /** @type {string} */ actor) => {
    const had = s.liked.get(id, actor);
    if (had) s.unlike.run(id, actor);
    else s.like.run(id, actor, Math.floor(Date.now() / 1000));
    return { countPraise: Number(s.praise.get(had ? -1 : 1, id)), liked: !had };
  });

  // eventType: 0 play, 1 like (a toggle per reader), 2 share.
  svc.call('event', (p, req) => {
    const r = video(p);
    const eventType = toInt(p.eventType, 0);
    if (eventType === 1) {
      const userId = real(pick(p, 'userID', 'userId', 'uid'));
      const device = real(pick(p, 'device', 'deviceId', 'devid'));
      if (!userId && !device) throw new PlatformError('device or userID is required');
      const actor = userId ? `u:${userId}` : `d:${device}`;
      likeLimitsOf(ctx).take({ actor, address: req.ip ?? '' });
      return toggle(r.id, actor);
    }
    if (eventType === 2) return { count: Number(s.share.get(r.id)) };
    if (eventType === 0) return { count: Number(s.click.get(r.id)) };
    throw new PlatformError('unsupported eventType');
  });
}
