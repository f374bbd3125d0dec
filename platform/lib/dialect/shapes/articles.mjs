/**
 * Articles as the real platform answers them: list items (ArticleJsonHelper.listArticleBaseField and
 * listAtts of intergrate-dev/xy6.0-xzw; the recorded items of platform/test/fixtures/public/searchAll.json
 * and getLiveArticles.json), the article detail (ArticleJsonHelper.getArticleJson; the recorded
 * answer of getArticleContent.json) and its related articles (ArticleJsonHelper.setRelationJson).
 * Built from the stored rows, never from the designed answer, so both dialects read one truth.
 */
import { formatPlatformTime } from '../../time.mjs';
import { realBody } from '../content.mjs';
import { realBylines } from '../bylines.mjs';
import { liveIdOf } from '../live-ids.mjs';
import { SITE } from '../../../routes/config.mjs';

/** @typedef {import('../../../db/rows.mjs').ArticleRow} ArticleRow */
/** @typedef {{id: number, name: string, order: number}} Tag */

const TYPE = { PHOTOS: 1, VIDEO: 2, SPECIAL: 3, LINK: 4, LIVE: 6, H5: 12 };

/** Markup out, as the CMS's xhtml2Text does for textTitle and textAbstract. @param {string} s */
const text = (s) => s.replace(/<[^>]*>/g, '');

/**
 * @param {import('../../../data/context.mjs').PlatformContext} ctx
 * @param {import('./columns.mjs').ColumnShapes} columnShapes
 */
export function createArticleShapes(ctx, columnShapes) {
  const { urls, columns, xy, articles, present } = ctx;
  const reporters = /** @type {Map<number, import('../../../db/rows.mjs').ReporterRow>} */ (
    new Map(
      /** @type {import('../../../db/rows.mjs').ReporterRow[]} */ (ctx.db.prepare('SELECT * FROM reporters').all()).map(
        (r) => [r.id, r],
      ),
    )
  );

  /** @param {ArticleRow} r */
  const bylinesOf = (r) => realBylines(JSON.parse(r.bylines));
  /** @param {ArticleRow} r */
  const pictureNumbers = (r) => /** @type {number[]} */ (JSON.parse(r.pics));
  /** The article's own page, or for a link or H5 piece where it leads (the CMS's contentUrl). @param {ArticleRow} r */
  const contentUrl = (r) =>
    r.article_type === TYPE.LINK || r.article_type === TYPE.H5
      ? present.item(r, []).linkUrl
      : r.article_type >= TYPE.SPECIAL
        ? present.shareUrl(r)
        : `${urls.base}/app_if/getArticleContent?articleId=${r.id}`;
  /** @param {ArticleRow} r */
  const linkId = (r) =>
    r.article_type === TYPE.LIVE ? liveIdOf(r.id) : r.article_type === TYPE.SPECIAL ? r.sub_column_id : 0;
  /** @param {ArticleRow} r */
  const linkName = (r) =>
    r.article_type === TYPE.LIVE
      ? r.title
      : r.article_type === TYPE.SPECIAL
        ? (columns.get(r.sub_column_id)?.name ?? '')
        : '';
  /** The list's own video config, as a live's list item carries it (recorded getLiveArticles). @param {ArticleRow} r */
  const liveConfig = (r) => ({
    appBanner: '',
    videos: present.item(r, []).config.videos ?? [],
    users: [],
    appBannerUrl: urls.picture(r.pic, 'big'),
  });

  /**
   * One list item. Keys the recorded items always have come first, in their order; the CMS adds the
   * rest only when the article has them (an account, tags, pictures, a video, a live, a topic).
   * @param {ArticleRow} r @param {Tag[]} tags
   */
  function item(r, tags) {
    const b = bylinesOf(r);
    const reporter = r.reporter_id ? reporters.get(r.reporter_id) : undefined;
    const account = r.xy_account_id ? xy.get(r.xy_account_id) : undefined;
    const pics = pictureNumbers(r);
    const share = present.shareUrl(r);
    const link = r.article_type === TYPE.LINK || r.article_type === TYPE.H5 ? contentUrl(r) : '';
    const cas = columnShapes.casName(r.column_id);
    return {
      fileId: r.id,
      markLocked: false,
      version: r.publish_time * 1000,
      isRel: 0,
      realPubTime: formatPlatformTime(r.publish_time),
      title: r.title,
      textTitle: text(r.title),
      attAbstract: r.summary,
      textAbstract: text(r.summary),
      arthorID: reporter ? reporter.id : 0,
      arthorName: b.author ?? '',
      reporter: reporter ? reporter.name : '',
      publishtime: formatPlatformTime(r.publish_time),
      articleType: r.article_type,
      tag: tags.map((t) => t.name).join(','),
      ...(tags.length ? { tags } : {}),
      trade: '',
      tradeID: '',
      colName: cas,
      columnCasName: cas,
      colID: r.column_id,
      colIcon: urls.media(columns.get(r.column_id)?.icon ?? ''),
      mark: '',
      source: b.source ?? '',
      sourceUrl: '',
      multimediaLink: '',
      shareUrl: link || share,
      url: link,
      urlPad: link || share,
      isBigPic: r.pic_type === 2 ? 1 : 0,
      bigPic: r.pic_type === 2 ? 1 : 0,
      isExclusive: 0,
      contentUrl: contentUrl(r),
      linkID: linkId(r),
      linkType: 0,
      linkName: linkName(r),
      countClick: r.count_click,
      countClickInitial: 0,
      countClickReal: r.count_click,
      countClickFake: 0,
      countShareClick: 0,
      rssID: 0,
      rss: '',
      rssType: 0,
      discussClosed: String(r.discuss_closed),
      countDiscuss: r.count_discuss,
      countPraise: r.count_praise,
      countShare: r.count_share,
      extGroupID: 0,
      ...(account
        ? {
            xyAccountID: account.id,
            xyAccount: account.name,
            xyAccountIcon: urls.media(account.icon),
            xyDescription: account.description,
          }
        : {}),
      picType: r.pic_type,
      listType: 0,
      picFullScreen: 0,
      titleDisplay: 0,
      pubTimeDisplay: 0,
      shareClosed: r.share_closed,
      listTitle: r.list_title,
      praiseType: 0,
      isrecommend: 0,
      ...(r.article_type === TYPE.LIVE
        ? {
            liveType: 0,
            liveStatus: r.live_status,
            config: liveConfig(r),
            liveContent: r.summary,
            liveStartTime: formatPlatformTime(r.live_start_time),
          }
        : {}),
      subTitle: '',
      leadTitle: '',
      picurl: '',
      ext_sharepic: '',
      keylist: '',
      sectionids: String(r.column_id),
      newstype: r.article_type,
      collectcount: 0,
      edittername: b.editor ?? '',
      iorder: '',
      picauthor: '',
      picauthorid: '',
      videoauthor: '',
      videoauthorid: '',
      sharePicUrl: '',
      shareTitle: '',
      shareContent: '',
      pic_list: pics.map((n) => urls.picture(n, 'middle')),
      // Title pictures, not captions (the recorded items' pic_list_title holds picture addresses).
      pic_list_title: r.pic ? [urls.picture(r.pic, 'big')] : [],
      ...(r.article_type === TYPE.SPECIAL ? { subColumnID: r.sub_column_id } : {}),
      emojiID: '',
      copyright: '0',
      picBig: urls.picture(r.pic, 'big'),
      ...(r.pic ? { picMiddle: urls.picture(r.pic, 'middle'), picSmall: urls.picture(r.pic, 'small') } : {}),
      ...Object.fromEntries(pics.slice(0, 3).map((n, i) => [`pic${i}`, urls.picture(n, 'middle')])),
      ...(r.article_type === TYPE.VIDEO ? { videoUrl: urls.hls, duration: r.duration } : {}),
      pic: [],
      picCount: String(pics.length),
      isTop: r.is_top === 1,
      position: 0,
    };
  }

  /** @param {ArticleRow[]} rows */
  function items(rows) {
    const tags = articles.tagsFor(rows.map((r) => r.id));
    return rows.map((r) => item(r, tags.get(r.id) ?? []));
  }

  /** Items for designed list items (by their fileId), in their order; vanished rows are left out. @param {{fileId: number}[]} list */
  function itemsOf(list) {
    return items(list.map((d) => articles.byId(d.fileId)).filter((r) => r !== undefined));
  }

  /** A related article as setRelationJson writes it (counts as strings there). @param {ArticleRow} r */
  function related(r) {
    const c = columns.get(r.column_id);
    return {
      relId: r.id,
      fileId: r.id,
      title: r.title,
      textTitle: text(r.title),
      publishtime: formatPlatformTime(r.publish_time),
      source: bylinesOf(r).source ?? '',
      sourceID: 0,
      picB: urls.picture(r.pic, 'big'),
      picM: urls.picture(r.pic, 'middle'),
      picS: urls.picture(r.pic, 'small'),
      countDiscuss: String(r.count_discuss),
      countPraise: String(r.count_praise),
      countShare: String(r.count_share),
      countClick: String(r.count_click),
      countClickInitial: '0',
      articleType: r.article_type,
      vTime: r.article_type === TYPE.VIDEO ? String(r.duration) : '',
      relUrl: '',
      contentUrl: contentUrl(r),
      columnIcon: urls.media(c?.icon ?? ''),
      columnName: c?.name ?? '',
      columnRssCount: 0,
      topicName: '',
      picContent: '',
    };
  }

  /**
   * The article's pictures and inline videos: photo sets list every picture under one group whose
   * refs are the pictures' addresses (ArticleJsonHelper.getPicContent); video articles open with
   * `<!--VIDEOS#1-->` (getVideoContent); other articles place each picture and video by its marker.
   * @param {ArticleRow} r @param {import('../../../db/rows.mjs').ArticleBodyRow} body
   */
  function media(r, body) {
    if (r.article_type === TYPE.PHOTOS) {
      const titles = /** @type {string[]} */ (JSON.parse(r.pic_titles));
      const pics = pictureNumbers(r).map((n, i) => {
        const url = urls.picture(n, 'big');
        return { ref: url, picType: 1, summary: titles[i] ?? '', imageUrl: url };
      });
      return {
        content: `<!--IMAGES#1-->${body.content}`,
        images: pics.length ? [{ ref: '<!--IMAGES#1-->', imagearray: pics }] : null,
        videos: null,
      };
    }
    const real = realBody(body.content, JSON.parse(body.images), JSON.parse(body.videos ?? '[]'));
    const images = real.pictures.length
      ? [
          {
            ref: '<!--IMAGES#1-->',
            // picType 1: a picture in the text (0 would be an attachment picture), as replaceAttPics writes it.
            imagearray: real.pictures.map((p) => ({
              ref: p.ref,
              picType: 1,
              summary: p.summary,
              imageStyle: '',
              imageUrl: urls.picture(p.n, 'big'),
            })),
          },
        ]
      : null;
    if (r.article_type === TYPE.VIDEO) {
      return {
        content: `<!--VIDEOS#1-->${real.content}`,
        images,
        videos: [
          {
            ref: '<!--VIDEOS#1-->',
            videoarray: [
              {
                ref: '<!--VIDEOARRAY#0-->',
                attAbstract: r.summary,
                videoUrl: urls.hls,
                imageUrl: urls.poster,
                duration: r.duration,
              },
            ],
          },
        ],
      };
    }
    const videos = real.videos.length
      ? [
          {
            ref: '<!--VIDEOS#1-->',
            videoarray: real.videos.map((v) => ({
              ref: v.ref,
              videoUrl: urls.hls,
              imageUrl: urls.poster,
              duration: v.duration,
            })),
          },
        ]
      : null;
    return { content: real.content, images, videos };
  }

  /**
   * getArticleContent. A reporter's article names its reporter as an `author` object
   * (ArticleJsonHelper.setAuthorInfo); with colID, the column the reader came from
   * (presentColumnName, presentColumnStype: ArticleServiceImpl.getArticleContent of intergrate-dev/xy-wan-xzw).
   * @param {ArticleRow} r @param {import('../../../db/rows.mjs').ArticleBodyRow} body
   * @param {Tag[]} tags @param {ArticleRow[]} relatedRows @param {number} fromColumn colID, 0 when not sent
   */
  function detail(r, body, tags, relatedRows, fromColumn) {
    const b = bylinesOf(r);
    const reporter = r.reporter_id ? reporters.get(r.reporter_id) : undefined;
    const account = r.xy_account_id ? xy.get(r.xy_account_id) : undefined;
    const column = columns.get(r.column_id);
    const pics = pictureNumbers(r);
    const m = media(r, body);
    const words = text(m.content).replace(/<!--.*?-->|\s/g, '').length;
    const cas = columnShapes.casName(r.column_id);
    const from = fromColumn ? columns.get(fromColumn) : undefined;
    const share = present.shareUrl(r);
    return {
      wordCount: words,
      readTime: Math.ceil(words / 400),
      fileId: String(r.id),
      siteID: SITE.siteId,
      siteName: SITE.name,
      version: r.publish_time * 1000,
      realPubTime: formatPlatformTime(r.publish_time),
      title: r.title,
      attAbstract: r.summary,
      publishtime: formatPlatformTime(r.publish_time),
      source: b.source ?? '',
      sourceUrl: '',
      author: reporter
        ? {
            id: reporter.id,
            name: reporter.name,
            url: urls.media(reporter.icon),
            duty: reporter.desk,
            description: reporter.intro,
          }
        : (b.author ?? ''),
      arthorName: reporter ? reporter.name : (b.author ?? ''),
      authorID: reporter ? reporter.id : 0,
      reporter: reporter ? reporter.name : '',
      liability: b.liability ?? '',
      collaborator: b.collaborator ?? '',
      editor: b.editor ?? '',
      cameraman: b.cameraman ?? '',
      drawer: b.drawer ?? '',
      overallPlanning: b.overallPlanning ?? '',
      correspondent: b.correspondent ?? '',
      intern: b.intern ?? '',
      director: b.director ?? '',
      subtitle: '',
      leadTitle: '',
      tag: tags.map((t) => t.name).join(','),
      columnCasName: cas,
      columnID: r.column_id,
      colIcon: urls.media(column?.icon ?? ''),
      discussClosed: r.discuss_closed,
      isBigPic: r.pic_type === 2 ? 1 : 0,
      isExclusive: 0,
      articleType: r.article_type,
      linkType: 0,
      shareUrl: share,
      url: '',
      multimediaLink: '',
      trade: '',
      tradeID: '',
      linkID: linkId(r),
      linkName: linkName(r),
      extGroupID: 0,
      colID: String(r.column_id),
      countDiscuss: String(r.count_discuss),
      countPraise: String(r.count_praise),
      countShare: String(r.count_share),
      countClick: r.count_click,
      countClickFake: '0',
      countClickInitial: '0',
      rssID: 0,
      rss: '',
      rssType: 0,
      relChannelID: 0,
      relChannel: '',
      shareClosed: r.share_closed,
      isReward: 0,
      countReward: 0,
      picurl: '',
      ext_sharepic: '',
      keylist: tags.map((t) => t.name).join(' '),
      sectionids: String(r.column_id),
      allRelateColCasList: [cas],
      newstype: r.article_type,
      collectcount: 0,
      edittername: b.editor ?? '',
      iorder: '',
      isrecommend: 0,
      picauthor: '',
      picauthorid: '',
      videoauthor: '',
      videoauthorid: '',
      planner: b.planner ?? '',
      checker: b.checker ?? '',
      sharePicUrl: '',
      shareTitle: '',
      shareContent: '',
      picBig: urls.picture(r.pic, 'big'),
      pic_list: pics.map((n) => urls.picture(n, 'big')),
      pic_list_title: r.pic ? [urls.picture(r.pic, 'big')] : [],
      picCount: pics.length,
      headPic: '',
      headPicType: '',
      aStatus: r.a_status,
      emojiID: '',
      advClosed: r.adv_closed,
      copyright: '0',
      listTitle: r.list_title,
      praiseType: 0,
      columnIcon: urls.media(column?.icon ?? ''),
      columnDescription: column?.description ?? '',
      columnType: column ? columnShapes.column(column).columnType : '',
      columnStyle: column?.style ?? '',
      columnRssCount: 0,
      columnName: column?.name ?? '',
      ...(from ? { presentColumnName: from.name, presentColumnStype: from.style } : {}),
      isShowReporterCard: reporter ? 1 : 0,
      reporters: [],
      xyAccountID: account ? account.id : 0,
      xyAccount: account ? account.name : '',
      xyAccountIcon: account ? urls.media(account.icon) : '',
      imageUrl: urls.picture(r.pic, 'big'),
      ...(m.images ? { images: m.images } : {}),
      ...(m.videos ? { videos: m.videos } : {}),
      content: m.content,
      widgets: { pic: [], video: [], vote: {}, file: [] },
      related: relatedRows.map(related),
      adv: [],
      emojiUseCount: 0,
      emojis: [],
    };
  }

  return { item, items, itemsOf, detail, related };
}

/** @typedef {ReturnType<typeof createArticleShapes>} ArticleShapes */
