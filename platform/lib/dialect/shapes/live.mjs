/**
 * Lives as the real platform answers them: LiveApiManager (liveView's main and list, liveComing) of
 * intergrate-dev/xy6.0-xzw and LiveController/LiveServiceImpl of intergrate-dev/xy-wan-xzw. A live is
 * named by its own id (../live-ids.mjs).
 */
import { liveIdOf } from '../live-ids.mjs';

/**
 * @param {import('../../../data/context.mjs').PlatformContext} ctx
 */
export function createLiveShapes(ctx) {
  const { articles, present } = ctx;

  /** A report's attachments: type 1 a picture, 2 a video with its length (BaseApiManager.jsonAttachments). @param {{type: number, url: string}[]} atts */
  const attachments = (atts) =>
    atts.map((a) => (a.type === 2 ? { type: 2, url: a.url, duration: 0 } : { type: 1, url: a.url }));

  /**
   * liveView: the live (`main`, on the first page only; later pages answer `main: {}` as
   * queryMainJson does) and a page of its reports.
   * @param {{main: {fileId: number, title: string, startTime: string, status: number, countDiscuss: number,
   *   countPraise: number, content: string, discussClosed: number, config: string},
   *   list: {isTop: number, fileId: number, title: string, publishtime: string, user: string, userIcon: string,
   *   content: string, attachments: {type: number, url: string}[]}[]}} d
   * @param {number} page
   */
  function view(d, page) {
    const row = articles.byId(d.main.fileId);
    const tags = row ? (articles.tagsFor([row.id]).get(row.id) ?? []) : [];
    const main =
      page > 0
        ? {}
        : {
            startTime: d.main.startTime,
            type: 0,
            fileId: liveIdOf(d.main.fileId),
            title: d.main.title,
            publishtime: d.main.startTime,
            tag: tags.map((t) => t.name).join(','),
            user: '',
            url: row ? present.shareUrl(row) : '',
            userID: 0,
            userIcon: '',
            countDiscuss: d.main.countDiscuss,
            countPraise: d.main.countPraise,
            content: d.main.content,
            sourceType: 0,
            discussClosed: d.main.discussClosed,
            // JSON text, not an object: queryMainJson puts the stored a_config string.
            config: d.main.config,
            streamIds: '',
            status: d.main.status,
          };
    return {
      main,
      list: d.list.map((r) => ({
        isTop: r.isTop,
        fileId: r.fileId,
        title: r.title,
        publishtime: r.publishtime,
        user: r.user,
        userID: 0,
        userIcon: r.userIcon,
        content: r.content,
        sourceType: 0,
        attachments: attachments(r.attachments),
      })),
    };
  }

  /**
   * liveComing: each live not started yet, by its own id. The CMS lists only those (LiveApiManager
   * finds `a_status=0`); the designed list has the lives on air too.
   * @param {{list: {fileId: number, title: string, startTime: string, type: number, appBannerUrl: string, liveStatus?: number}[]}} d
   */
  const coming = (d) => ({
    list: d.list
      .filter((l) => (l.liveStatus ?? 0) === 0)
      .map((l) => ({
        fileId: liveIdOf(l.fileId),
        title: l.title,
        startTime: l.startTime,
        type: l.type,
        appBannerUrl: l.appBannerUrl,
      })),
  });

  return { view, coming };
}
