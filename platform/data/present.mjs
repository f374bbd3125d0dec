/**
 * Turns DB rows into the platform's answer shapes. Every field is always present
 * with a concrete value ('' / 0 / [] / {} when empty), because real clients read
 * fields without guards and the contract promises schema-clean data.
 */
import { formatPlatformTime } from '../lib/time.mjs';
import { isGif, pictureDimensions } from '../lib/media-names.mjs';
import { BYLINE_ROLES } from '../seed/text.mjs';
import { designedBody } from '../lib/dialect/content.mjs';
import { designedBylines } from '../lib/dialect/bylines.mjs';

/** Detail route per articleType, for shareUrl (the touch edition's own routes). */
const SHARE_ROUTE = {
  0: 'newsDetail',
  1: 'imageDetail',
  2: 'videoDetail',
  3: 'specDetail',
  4: 'linkDetail',
  6: 'liveDetail',
  12: 'newsDetail',
};

/** @typedef {import('../db/rows.mjs').ArticleRow} ArticleRow */

/**
 * @param {{urls: import('../lib/urls.mjs').Urls, shareBase: string,
 *   columns: Map<number, import('../db/rows.mjs').ColumnRow>, xy: Map<number, import('../db/rows.mjs').XyAccountRow>,
 *   reporters: Map<number, import('../db/rows.mjs').ReporterRow>}} deps
 */
export function createPresenter({ urls, shareBase, columns, xy, reporters }) {
  const share = shareBase.replace(/\/+$/, '');
  /** Seeded addresses on the touch site itself are written `{site}/path.html`. @param {string} url */
  const onSite = (url) => url.replace(/^\{site\}/, share);

  /** The id the detail route is keyed by: a live's own id, a topic's column. @param {ArticleRow} r */
  const linkId = (r) => (r.article_type === 6 ? r.id : r.article_type === 3 ? r.sub_column_id : 0);

  /** @param {ArticleRow} r */
  function shareUrl(r) {
    const route = SHARE_ROUTE[/** @type {0} */ (r.article_type)] ?? 'newsDetail';
    if (r.article_type === 4) return `${share}/${route}/${r.id}.html`;
    const first = r.article_type === 6 || r.article_type === 3 ? linkId(r) : r.column_id;
    return `${share}/${route}/${first}/${r.id}.html`;
  }

  /** Video/live stream config, always the same shape. @param {ArticleRow} r */
  function config(r) {
    if (r.article_type === 2) {
      return {
        videos: [
          {
            appPlaybackUrl: urls.hls,
            playbackUrls: [urls.hls, urls.mp4],
            appLiveUrl: '',
            poster: urls.poster,
            duration: r.duration,
          },
        ],
      };
    }
    if (r.article_type === 6) {
      const live = r.live_status === 1;
      const replay = r.live_status === 2 && r.has_playback === 1;
      return {
        videos: [
          {
            appLiveUrl: live ? urls.hls : '',
            appPlaybackUrl: replay ? urls.hls : '',
            playbackUrls: replay ? [urls.hls, urls.mp4] : [],
            poster: urls.poster,
          },
        ],
      };
    }
    return {};
  }

  /** @param {ArticleRow} r */
  function videoUrl(r) {
    if (r.article_type === 2) return urls.hls;
    if (r.article_type === 6 && (r.live_status === 1 || (r.live_status === 2 && r.has_playback === 1))) return urls.hls;
    return '';
  }

  /**
   * @param {ArticleRow} r
   * @param {{id:number, name:string, order:number}[]} tags
   * @param {'middle'|'big'} listSize pic_list size: middle in lists (three thumbnails), big in details
   */
  function item(r, tags, listSize = 'middle') {
    const pics = /** @type {number[]} */ (JSON.parse(r.pics));
    return {
      fileId: r.id,
      title: r.title,
      listTitle: r.list_title,
      publishtime: formatPlatformTime(r.publish_time),
      colID: r.column_id,
      colName: columns.get(r.column_id)?.name ?? '',
      articleType: r.article_type,
      picType: r.pic_type,
      picBig: urls.picture(r.pic, 'big'),
      picMiddle: urls.picture(r.pic, 'middle'),
      picSmall: urls.picture(r.pic, 'small'),
      pic_list: pics.map((n) => urls.picture(n, listSize)),
      pic_list_title: /** @type {string[]} */ (JSON.parse(r.pic_titles)),
      shareUrl: shareUrl(r),
      linkID: linkId(r),
      linkUrl: onSite(r.link_url),
      countClick: r.count_click,
      countDiscuss: r.count_discuss,
      countPraise: r.count_praise,
      countShare: r.count_share,
      videoUrl: videoUrl(r),
      duration: r.duration,
      tags,
      isTop: r.is_top,
      position: 0,
      liveStatus: r.live_status,
      liveStartTime: formatPlatformTime(r.live_start_time),
      config: config(r),
      subColumnID: r.sub_column_id,
      aStatus: r.a_status,
      xyAccountID: r.xy_account_id,
      shareClosed: r.share_closed,
    };
  }

  /** @param {import('../db/rows.mjs').ColumnTreeRow} c */
  function column(c) {
    return {
      columnId: c.id,
      columnName: c.name,
      columnStyle: c.style,
      columnType: c.column_type,
      description: c.description,
      phoneIcon: urls.media(c.icon),
      padIcon: urls.media(c.icon),
      hasSubColunm: c.has_children ? 1 : 0,
      topCount: c.top_count,
      linkUrl: c.link_url,
      keyword: c.keyword,
      orderId: c.order_id,
      isForbidden: c.is_forbidden,
      appShow: c.app_show,
      appFixed: c.app_fixed,
      artCount: c.art_count,
      parentId: c.parent_id,
    };
  }

  /** @param {number} id */
  function xyFields(id) {
    const a = id ? xy.get(id) : undefined;
    return {
      xyAccountID: a ? a.id : 0,
      xyAccount: a ? a.name : '',
      xyAccountIcon: a ? urls.media(a.icon) : '',
      xyStatus: a ? a.status : 0,
      xyForbidden: a ? a.forbidden : 0,
    };
  }

  /**
   * Full detail answer.
   * @param {ArticleRow} r
   * @param {import('../db/rows.mjs').ArticleBodyRow} body
   * @param {{id:number, name:string, order:number}[]} tags
   * @param {ReturnType<typeof item>[]} related
   */
  function content(r, body, tags, related) {
    // Bylines and bodies may be stored in the real platform's form too (lib/dialect/bylines.mjs, content.mjs).
    const roles = designedBylines(JSON.parse(r.bylines), BYLINE_ROLES);
    const { content: html, groups } = designedBody(body.content, JSON.parse(body.images));
    const reporter = r.reporter_id ? reporters.get(r.reporter_id) : undefined;
    return {
      ...item(r, tags, 'big'),
      ...roles,
      content: html,
      description: r.summary,
      columnID: r.column_id,
      columnName: columns.get(r.column_id)?.name ?? '',
      discussClosed: r.discuss_closed,
      advClosed: r.adv_closed,
      images: groups.map((g) => ({
        ref: g.ref,
        imagearray: g.pics.map((p) => ({
          ref: g.ref,
          imageUrl: urls.picture(p.n, 'big'),
          summary: p.summary,
          picType: isGif(p.n) ? 1 : 0,
          ...pictureDimensions(p.n),
        })),
      })),
      ...xyFields(r.xy_account_id),
      reporterID: reporter ? reporter.id : 0,
      reporterName: reporter ? reporter.name : '',
      reporterIcon: reporter ? urls.media(reporter.icon) : '',
      layoutMapping: { mapping: '' },
      related,
    };
  }

  /** @param {import('../db/rows.mjs').AdRow} a @param {(s: number) => string} fmt */
  function ad(a, fmt) {
    return {
      advID: a.id,
      title: a.title,
      type: a.type,
      imgUrl: urls.picture(a.pic, 'big'),
      contentUrl: onSite(a.content_url),
      sizeScale: a.size_scale,
      startTime: fmt(a.start_time),
      endTime: fmt(a.end_time),
      pageTime: a.page_time,
      adOrder: a.ad_order,
      position: a.position,
    };
  }

  /** @param {import('../db/rows.mjs').ModuleItemRow} m */
  function moduleItem(m) {
    return {
      id: m.id,
      cmiName: m.name,
      duty: m.duty,
      description: m.description,
      url: m.url,
      columnID: m.column_id,
      groupID: m.group_id,
      icon: urls.media(m.icon),
    };
  }

  return { item, column, content, ad, moduleItem, xyFields, shareUrl };
}

/** @typedef {ReturnType<typeof createPresenter>} Presenter */
