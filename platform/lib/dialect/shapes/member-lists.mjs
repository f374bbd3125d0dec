/**
 * A member's own things as the real platform lists them: their comments (DiscussApiManager.getMyDiscuss:
 * setOneDiscuss and setOtherJson of intergrate-dev/xy6.0-xzw), their collection (the recorded myFav of
 * jiangbm/XFJ_FZ_API, fixtures/public/myFav.json) and their tip-offs (OtherApiManager.myTipoff,
 * tipoffContent, BaseApiManager.jsonAttachments). Built from the designed answers and the stored rows.
 */
import { formatPlatformTime } from '../../time.mjs';
import { liveIdOf } from '../live-ids.mjs';

/** @typedef {import('../../../db/rows.mjs').DiscussionViewRow} DiscussionRow */
/**
 * @typedef {{id: number, title: string, content: string, pics: string[], videos: string[], status: number,
 *   reply: string, created: number}} DesignedTipoff
 */

/** Platform time of a moment in milliseconds. @param {number} ms */
const timeOf = (ms) => formatPlatformTime(Math.floor(ms / 1000));
/** Object types the CMS reads with an article's content address (DiscussManager.setContentUrl). */
const ARTICLE_SOURCES = new Set([0, 1]);
/** The comments' object type of a live. */
const LIVE_SOURCE = 1;

/**
 * @param {import('../../../data/context.mjs').PlatformContext} ctx
 * @param {import('./articles.mjs').ArticleShapes} articleShapes
 */
export function createMemberListShapes(ctx, articleShapes) {
  const { urls, db } = ctx;
  const row =
    /** @type {import('../../../db/rows.mjs').Query<DiscussionRow & {member_id: number | null, channel: number}>} */ (
      db.prepare('SELECT * FROM discussions WHERE id = ?')
    );
  const replies = /** @type {import('../../../db/rows.mjs').Query<number>} */ (
    db.prepare("SELECT COUNT(*) FROM discussions WHERE root_id = ? AND status = 'published'").pluck()
  );
  const parentUser = /** @type {import('../../../db/rows.mjs').Query<number | null>} */ (
    db.prepare('SELECT member_id FROM discussions WHERE id = ?').pluck()
  );
  /** The member's picture address, as the real comments carry it (AMUC getPortrait). @param {string} uid */
  const portrait = (uid) => `${urls.base}/app_if/amuc/api/member/getPortrait?uid=${uid}`;

  /**
   * A comment of the member's, as getMyDiscuss writes one.
   * @param {{id: number, title: string}} d the designed myDiscussList item
   */
  function discussion(d) {
    const r = row.get(d.id);
    if (!r) return null;
    const uid = String(r.member_id ?? r.user_id);
    return {
      // A live's comment names the live by its own id (live-ids.mjs).
      articleID: r.source_type === LIVE_SOURCE ? liveIdOf(r.object_id) : r.object_id,
      sourceType: r.source_type,
      parentID: r.parent_id ?? 0,
      parentUserID: r.parent_id ? Number(parentUser.get(r.parent_id) ?? 0) : 0,
      content: r.content,
      countDiscuss: r.root_id === null ? Number(replies.get(r.id)) : 0,
      countPraise: r.count_praise,
      longitude: 0,
      latitude: 0,
      location: r.location,
      created: timeOf(r.created_at),
      userID: Number(uid) || 0,
      userIcon: portrait(uid),
      userName: r.user_name,
      id: r.id,
      info: '',
      type: 0,
      attachments: [],
      siteID: 1,
      topic: d.title,
      channel: String(r.channel),
      contentUrl: ARTICLE_SOURCES.has(r.source_type)
        ? `${urls.base}/app_if/getArticleContent?articleId=${r.object_id}`
        : '',
    };
  }

  /** A tip-off's list entry (OtherApiManager.myTipoff: strings where the CMS reads strings). @param {DesignedTipoff} t */
  const tipoffEntry = (t) => ({
    docID: t.id,
    title: t.title,
    time: timeOf(t.created),
    content: t.content,
    isAnswer: t.reply ? '1' : '0',
    status: String(t.status),
    siteID: '1',
  });

  return {
    /** myDiscuss. @param {{list: {id: number, title: string}[]}} d */
    discussions: (d) => ({ list: d.list.map(discussion).filter((x) => x !== null) }),

    /** myFav: the collected article, and as a list item within (fixtures/public/myFav.json). @param {{list: ({fileId: number, favTime: string})[]}} d */
    favorites: (d) => {
      const favTimes = new Map(d.list.map((f) => [f.fileId, f.favTime]));
      return {
        list: articleShapes.itemsOf(d.list).map((a) => ({
          siteID: 1,
          type: 0,
          channel: 2,
          articleID: a.fileId,
          title: a.title,
          articleType: a.articleType,
          column: a.colName,
          time: favTimes.get(a.fileId) ?? '',
          url: a.url,
          urlPad: a.urlPad,
          imgUrl: '',
          linkID: a.linkID,
          columnID: 0,
          columnCasName: a.columnCasName,
          article: a,
          contentUrl: a.contentUrl,
          countClick: a.countClick,
          countPraise: a.countPraise,
          countDiscuss: a.countDiscuss,
        })),
      };
    },

    /** myTipoff: a bare array. @param {{list: DesignedTipoff[]}} d */
    tipoffs: (d) => d.list.map(tipoffEntry),

    /** tipoffContent: the entry with its answer, attachments and pictures (IMAGEARRAY refs as the CMS writes them). @param {DesignedTipoff} t */
    tipoff: (t) => ({
      ...tipoffEntry(t),
      source: '0',
      answer: t.reply,
      attachments: [...t.pics.map((url) => ({ type: '1', url })), ...t.videos.map((url) => ({ type: '2', url }))],
      images: [
        {
          ref: '<!--IMAGES#1-->',
          imagearray: t.pics.map((url, i) => ({
            ref: `<!--IMAGEARRAY#${i}-->`,
            picType: '1',
            summary: '',
            imageUrl: url,
          })),
        },
      ],
    }),
  };
}
