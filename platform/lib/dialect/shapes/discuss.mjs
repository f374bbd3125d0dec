/**
 * Comments as the real platform answers them: DiscussApiManager.setOneDiscuss and getDiscussView of
 * intergrate-dev/xy6.0-xzw, and the recorded discussView items of
 * platform/test/fixtures/public/discussView.json (the commented article rides along as `article`,
 * its column path as columnCasName, the parent's gist as `info`).
 */

/**
 * @typedef {{id: number, userID: number | string, userName: string, userIcon: string, articleID: number, sourceType: number,
 *   parentID: number, parentUserID: number | string, parentUserName?: string, content: string, countPraise: number, countDiscuss: number, created: string,
 *   isExcellent: number, location: string, attachments: unknown[], topDiscuss?: {list: DesignedComment[]}}} DesignedComment
 */

/**
 * @param {import('../../../data/context.mjs').PlatformContext} ctx
 * @param {import('./articles.mjs').ArticleShapes} articleShapes
 * @param {import('./columns.mjs').ColumnShapes} columnShapes
 */
export function createDiscussShapes(ctx, articleShapes, columnShapes) {
  const { articles, urls } = ctx;

  /** @param {DesignedComment} c @returns {Record<string, unknown>} */
  function comment(c) {
    // Comments on articles (sourceType 0) carry the article; other objects are no article.
    const row = c.sourceType === 0 ? articles.byId(c.articleID) : undefined;
    const item = row ? articleShapes.items([row])[0] : undefined;
    return {
      // A number there (setOneDiscuss puts SYS_AUTHORID); members' ids are numeric strings here.
      userID: Number(c.userID) || 0,
      userName: c.userName,
      userIcon: c.userIcon,
      articleID: c.articleID,
      columnCasName: row ? columnShapes.casName(row.column_id) : '',
      linkID: 0,
      activityOpt: 0,
      sourceType: c.sourceType,
      parentID: c.parentID,
      parentUserID: typeof c.parentUserID === 'number' ? c.parentUserID : 0,
      content: c.content,
      countDiscuss: c.countDiscuss,
      countPraise: c.countPraise,
      longitude: 0,
      latitude: 0,
      location: c.location,
      created: c.created,
      id: c.id,
      info: {
        articleType: row ? row.article_type : 0,
        articleUrl: '',
        articleUrlPad: item ? item.shareUrl : '',
        parentUser: c.parentUserName ?? '',
        parentContent: '',
        parentTime: '',
        parentAtts: [],
        parentType: 0,
        rssType: 0,
        picSmall: row ? urls.picture(row.pic, 'small') : '',
        picMiddle: row ? urls.picture(row.pic, 'middle') : '',
        picBig: row ? urls.picture(row.pic, 'big') : '',
      },
      type: 0,
      isWonderful: c.isExcellent,
      xyID: 0,
      attachments: c.attachments,
      ...(item ? { article: item } : {}),
      // A thread with replies shows its first ones (getDiscussView puts them in topDiscuss.list).
      ...(c.topDiscuss && c.topDiscuss.list.length ? { topDiscuss: { list: c.topDiscuss.list.map(comment) } } : {}),
    };
  }

  return {
    comment,
    /** discussView, discussViewFlat, discussReply: a page and whether more follow. @param {{list: DesignedComment[], totalCount: number, hasMore: boolean}} d */
    page: (d) => ({ list: d.list.map(comment), totalCount: d.totalCount, hasMore: d.hasMore }),
    /** discussHot. @param {{list: DesignedComment[]}} d */
    list: (d) => ({ list: d.list.map(comment) }),
  };
}
