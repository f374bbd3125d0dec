/**
 * Builds one complete article (row, body, tags, live reports) from its id's rng.
 * Both the hand-placed fixtures and the generated bulk go through here, so every
 * article has the same completeness; fixtures then override a few fields.
 */
import { rngFor } from './prng.mjs';
import { makeTitle, makeBylines, makeBody } from './text.mjs';
import { PICTURE_COUNT, GIF_NUMBERS, VIDEO, avatarPath } from '../lib/media-names.mjs';
import * as W from './words.mjs';

/** Article types (docs/product.md §3). */
export const TYPE = { NEWS: 0, PHOTOS: 1, VIDEO: 2, SPECIAL: 3, LINK: 4, LIVE: 6, H5: 12 };
/** picType: list layout of an item. */
export const PIC = { NONE: 0, SMALL: 1, BIG: 2, THREE: 3 };

/**
 * @typedef {{
 *   row: Record<string, string|number|null>,
 *   body: {content: string, images: {ref: string, pics: {n: number, summary: string}[]}[]},
 *   tagIds: number[],
 *   reports: {is_top: number, title: string, publish_time: number, user: string, user_icon: string, content: string, attachments: string}[]
 * }} SeedArticle
 */

/** Where seeded link articles lead: the home pages of real news and government sites. */
const LINK_DESTINATIONS = [
  'https://www.xizang.gov.cn/',
  'https://www.chinatibetnews.com/',
  'https://www.xinhuanet.com/',
  'https://www.gov.cn/',
  'https://www.people.com.cn/',
];

/** @param {import('./prng.mjs').Rng} rng */
const picture = (rng) => rng.int(1, PICTURE_COUNT);

/** @param {number} type @param {string} style @param {import('./prng.mjs').Rng} rng */
function choosePicType(type, style, rng) {
  if (type === TYPE.VIDEO || type === TYPE.LIVE || type === TYPE.SPECIAL) return PIC.BIG;
  if (type === TYPE.PHOTOS) return style === 'image' ? PIC.THREE : PIC.BIG;
  if (style === 'bigPic') return PIC.BIG;
  if (style === 'threePics') return PIC.THREE;
  if (type === TYPE.LINK || type === TYPE.H5) return rng.chance(0.8) ? PIC.SMALL : PIC.NONE;
  return rng.weighted([
    [PIC.SMALL, 60],
    [PIC.NONE, 22],
    [PIC.THREE, 12],
    [PIC.BIG, 6],
  ]);
}

/**
 * @param {number} id
 * @param {import('./columns.mjs').ColumnDef} column
 * @param {number} type
 * @param {{publishTime: number, liveStatus?: number, hasPlayback?: boolean, allBylines?: boolean}} opts
 * @returns {SeedArticle}
 */
export function makeArticle(id, column, type, opts) {
  const rng = rngFor(id);
  const lang = column.lang === 'en' ? 'en' : 'zh';
  const title = makeTitle(rng, lang);
  const picType = choosePicType(type, column.style, rng);

  /** @type {number[]} */
  let pics = [];
  /** @type {string[]} */
  let picTitles = [];
  if (type === TYPE.PHOTOS) {
    pics = rng.sample(
      Array.from({ length: PICTURE_COUNT }, (_, i) => i + 1),
      rng.int(3, 8),
    );
    if (rng.chance(0.15)) pics[pics.length - 1] = rng.pick(GIF_NUMBERS); // some sets end on an animation
    // Captions name the picture only: the viewer shows the position itself ("1 / 7"), and a caption
    // carrying it too ("河谷晨雾（1/7）") read as the count twice.
    // Each its own: a repeated pick takes the next caption not yet used (no further draws, so the
    // rest of the seed stays as it was).
    const captions = lang === 'en' ? W.EN_PLACES : W.CAPTIONS;
    /** @type {Set<string>} */
    const used = new Set();
    picTitles = pics
      .map(() => rng.pick(captions))
      .map((pick) => {
        let caption = pick;
        for (let k = captions.indexOf(pick); used.has(caption); k++)
          caption = captions[(k + 1) % captions.length] ?? pick;
        used.add(caption);
        return caption;
      });
  } else if (picType === PIC.THREE) {
    pics = rng.sample(
      Array.from({ length: PICTURE_COUNT }, (_, i) => i + 1),
      3,
    );
    picTitles = pics.map(() => '');
  }
  const pic = picType === PIC.NONE ? null : (pics[0] ?? picture(rng));

  // Inline images only in text-bearing types; photo sets carry theirs in pic_list.
  /** @type {number[][]} */
  const groups = [];
  // (liveView answers no images array, so live intros stay text only.)
  if ([TYPE.NEWS, TYPE.VIDEO, TYPE.H5].includes(type) && rng.chance(0.8)) {
    const n = rng.int(1, 2);
    for (let i = 0; i < n; i++) groups.push(rng.chance(0.2) ? [picture(rng), picture(rng)] : [picture(rng)]);
  }
  const body = makeBody(rng, lang, groups);
  if (type === TYPE.PHOTOS) body.content = `<p>${body.summary}</p>`;

  const click = rng.chance(0.06) ? rng.int(10000, 250000) : rng.int(20, 9000);
  const liveStatus =
    type === TYPE.LIVE
      ? (opts.liveStatus ??
        rng.weighted([
          [0, 20],
          [1, 20],
          [2, 60],
        ]))
      : -1;
  const hasPlayback = type === TYPE.LIVE && liveStatus === 2 ? (opts.hasPlayback ?? rng.chance(0.75)) : false;

  const tagIds = rng.sample(
    Array.from({ length: 20 }, (_, i) => i + 1),
    rng.int(0, 3),
  );
  if (lang === 'en') tagIds.push(21);
  if (type === TYPE.LIVE) tagIds.push(24);
  if (type === TYPE.PHOTOS) tagIds.push(25);
  if (type === TYPE.VIDEO) tagIds.push(26);
  if (type === TYPE.SPECIAL) tagIds.push(27);
  if (column.id === 28) tagIds.push(22); // Culture
  if (column.id === 29) tagIds.push(23); // Travel

  /** @type {SeedArticle['reports']} */
  const reports = [];
  if (type === TYPE.LIVE && liveStatus > 0) {
    const n = rng.int(5, 20);
    for (let i = 0; i < n; i++) {
      const reporter = rng.int(1, 10);
      reports.push({
        is_top: i === 0 ? 1 : 0,
        title: i === 0 ? '直播公告' : '',
        // Newest report at the article's time, older ones every 2 minutes before it.
        publish_time: opts.publishTime - 120 * i,
        user: rng.pick(W.PERSON_NAMES),
        user_icon: avatarPath('rp', reporter),
        content: rng.pick(W.SENTENCES),
        attachments: JSON.stringify(rng.chance(0.3) ? [picture(rng)] : []),
      });
    }
  }

  return {
    row: {
      id,
      column_id: column.id,
      title,
      list_title: rng.chance(0.1) && lang === 'zh' ? `${rng.pick(W.PLACES)}${rng.pick(W.SUBJECTS)}` : '',
      summary: body.summary,
      article_type: type,
      pic_type: picType,
      pic,
      pics: JSON.stringify(pics),
      pic_titles: JSON.stringify(picTitles),
      publish_time: opts.publishTime,
      // Link articles point at real news and government sites; H5 pieces at one of our special
      // topics ({site}: the touch site, filled in by the presenter).
      link_url:
        type === TYPE.LINK
          ? (LINK_DESTINATIONS[id % LINK_DESTINATIONS.length] ?? '')
          : type === TYPE.H5
            ? '{site}/specDetail/35.html'
            : '',
      sub_column_id: 0,
      live_status: liveStatus,
      live_start_time:
        type !== TYPE.LIVE ? null : liveStatus === 0 ? opts.publishTime + rng.int(1, 7) * 86400 : opts.publishTime,
      has_playback: hasPlayback ? 1 : 0,
      duration: type === TYPE.VIDEO ? VIDEO.durationSeconds : 0,
      a_status: 1,
      share_closed: rng.chance(0.02) ? 1 : 0,
      discuss_closed: rng.chance(0.03) ? 1 : 0,
      adv_closed: rng.chance(0.05) ? 1 : 0,
      is_top: 0,
      count_click: click,
      count_discuss: Math.floor(click * (0.001 + rng.next() * 0.02)),
      count_praise: Math.floor(click * (0.01 + rng.next() * 0.07)),
      count_share: Math.floor(click * (0.005 + rng.next() * 0.025)),
      xy_account_id: rng.chance(0.3) ? rng.int(1, 9) : 0,
      reporter_id: rng.chance(0.6) ? rng.int(1, 10) : 0,
      lang,
      bylines: JSON.stringify(makeBylines(rng, lang, opts.allBylines)),
    },
    body: { content: body.content, images: body.images },
    tagIds,
    reports,
  };
}
