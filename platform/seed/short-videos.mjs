/**
 * Seed of the short-video service: three categories and twelve vertical-player
 * videos with fixed ids (2001..2012). They all play the committed portrait clip
 * (SHORT_VIDEO_CLIP, platform/media/video) and use generated pictures as covers and avatars.
 * Inserted with INSERT OR IGNORE at every start, so a database seeded before the
 * service existed gets them too, and run-time counts are never reset.
 */
import { ANCHOR_SECONDS } from '../lib/time.mjs';
import { SHORT_VIDEO_CLIP, VIDEO } from '../lib/media-names.mjs';

/** `landscape`: the one filmed sideways (the landscape demo clip): players must not box it in 9:16. */
export const SHORT_VIDEO_IDS = { first: 2001, last: 2012, shareClosed: 2012, landscape: 2011 };

const CATEGORIES = [
  { id: 1, name: '高原风光', ord: 1 },
  { id: 2, name: '民俗文化', ord: 2 },
  { id: 3, name: '身边故事', ord: 3 },
];

const TITLES = [
  '清晨的布达拉宫广场',
  '纳木错的第一缕阳光',
  '航拍羊卓雍措',
  '林芝桃花沟的春天',
  '藏戏演员的一天',
  '手工糌粑怎么做',
  '唐卡画师的笔尖',
  '转经路上的老人',
  '乡村小学的早读课',
  '牧民的转场之路',
  '拉萨街头的甜茶馆',
  '这条视频不允许分享',
];
// The first four xy accounts, whose avatars the image generator draws.
const AUTHORS = /** @type {const} */ (['拉萨发布', '日喀则融媒', '林芝文旅', '昌都新闻']);

/** @returns {import('../db/rows.mjs').MvodVideoRow[]} */
function videos() {
  return TITLES.map((title, i) => ({
    id: SHORT_VIDEO_IDS.first + i,
    category_id: (i % CATEGORIES.length) + 1,
    title,
    summary: `${title}：${SHORT_VIDEO_CLIP.durationSeconds} 秒带你看高原。`,
    user_name: AUTHORS[i % AUTHORS.length] ?? AUTHORS[0],
    user_pic: (i % 4) + 1, // avatar of xy account 1..4 (seed/images.mjs draws them)
    pic: (i % 20) + 1,
    // Filmed upright, as phones film short videos: the vertical player fills the screen with it.
    // One filmed sideways, as some are: it plays the landscape clip (routes/mvod.mjs).
    width: SHORT_VIDEO_IDS.first + i === SHORT_VIDEO_IDS.landscape ? VIDEO.width : SHORT_VIDEO_CLIP.width,
    height: SHORT_VIDEO_IDS.first + i === SHORT_VIDEO_IDS.landscape ? VIDEO.height : SHORT_VIDEO_CLIP.height,
    duration: SHORT_VIDEO_CLIP.durationSeconds,
    // One hour apart, newest first, so related lists have a stable order.
    publish_time: ANCHOR_SECONDS - i * 3600,
    share_closed: SHORT_VIDEO_IDS.first + i === SHORT_VIDEO_IDS.shareClosed ? 1 : 0,
    count_click: 1200 + i * 37,
    count_praise: 40 + i * 3,
    count_share: 5 + i,
    count_discuss: i * 2,
  }));
}

/** @param {import('better-sqlite3').Database} db */
export function ensureShortVideos(db) {
  const insCat = db.prepare('INSERT OR IGNORE INTO mvod_categories (id, name, ord) VALUES (@id, @name, @ord)');
  const rows = videos();
  const keys = Object.keys(rows[0] ?? {});
  const insVideo = db.prepare(
    `INSERT OR IGNORE INTO mvod_videos (${keys.join(', ')}) VALUES (${keys.map((k) => '@' + k).join(', ')})`,
  );
  db.transaction(() => {
    for (const c of CATEGORIES) insCat.run(c);
    for (const v of rows) insVideo.run(v);
  })();
}
