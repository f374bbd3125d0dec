/**
 * Every app_if call, in one table: which public source shows it and how the real dialects (g1, g2)
 * answer it, or that it is designed here (docs/reference-platform-dialects.md; docs/decisions/0075). A test
 * (platform/test/dialect-table.test.mjs) holds the table to the calls the platform registers.
 *
 * A REAL entry answers in the real transport (lib/dialect/transport.mjs) with the real body:
 *   kind     'read' (the body framed; JSONP honoured), 'write' (true / {value: "true"}), 'flag' (a yes or
 *            no: true/false / {value: "true"|"false"}) or 'reply' (a write that answers a body of its own);
 *            no real call needs a token in g1/g2;
 *   source   the public record of the call: repository and file;
 *   only     the dialects the call is real in (default g1 and g2; elsewhere it answers as designed);
 *   realOnly the designed dialect has no such call (the routes define it for the real dialects);
 *   via      the designed call whose handler answers this one (a real call of another name);
 *   methods  the methods the real call takes (default: the designed call's);
 *   member   'form': the form names the acting member (lib/dialect/form-member.mjs), in memberKeys;
 *   envelope 'always': the 2020 envelope even without curVersions (the app authorisation);
 *   own      an answer made here, not by the route (the 2020 app authorisation);
 *   refusal  the real body of a refused write, where the public record shows one;
 *   params   (g1, g2 only) the real parameter names and meanings onto the designed ones; the designed
 *            names keep working, so today's front end can ask either way;
 *   intercept(g1, g2 only) an answer made without the route (the home column, which only the real
 *            dialects have);
 *   shape    the real body from the designed answer; absent: the designed body is the real one;
 *   missing  how "no such object" answers: 'empty' ("empty" in g2, null in g1; the default), a
 *            refusal {refuse: message} (status -1 with data {} in g2, null in g1), or a function
 *            giving the empty answer the real platform lists instead (both dialects).
 * A DESIGNED entry answers exactly as in the designed dialect, whatever PLATFORM_DIALECT says.
 */
import { pick, toInt } from '../params.mjs';
import { articleOfLive, liveIdsAsArticles } from './live-ids.mjs';
import { dashedDate } from './shapes/paper.mjs';
import { PAGE_SIZE } from '../../data/articles.mjs';
import { MEMBER_CALLS } from './calls-members.mjs';
import { AMUC_CALLS } from './calls-amuc.mjs';

const GATEWAY = 'intergrate-dev/xy-wan-xzw src/com/founder/mobileinternet/cmsinterface/ui/controller';
const CMS = 'intergrate-dev/xy6.0-xzw src/main/src/com/founder/xy/api';
const XFJ = 'jiangbm/XFJ_FZ_API';
/** The recorded site's refusal of an object that is not there (fixtures/public/moduleView-missing.json). */
export const NOT_THERE = 'Your server has down or target user not exist !';

/**
 * @typedef {{raw: Record<string, string>, p: Record<string, string>, homeId: number,
 *   shapes: import('./index.mjs').Shapes, ctx: import('../../data/context.mjs').PlatformContext,
 *   req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply,
 *   services: import('./index.mjs').Services, dialect: import('./transport.mjs').DialectName}} ShapeContext
 * @typedef {'empty' | {refuse: string} | ((c: ShapeContext) => unknown)} MissingRule
 * @typedef {{kind: 'read'|'write'|'flag'|'reply', source: string,
 *   only?: import('./transport.mjs').DialectName[], realOnly?: boolean, via?: string, methods?: ('GET'|'POST')[],
 *   member?: 'form', memberKeys?: string[], envelope?: 'always',
 *   params?: (p: Record<string, string>, c: ShapeContext) => Record<string, string>,
 *   intercept?: (c: ShapeContext) => unknown,
 *   own?: (c: ShapeContext) => unknown,
 *   shape?: (data: any, c: ShapeContext) => unknown,
 *   refusal?: (err: import('../envelope.mjs').PlatformError, c: ShapeContext) => unknown,
 *   missing?: MissingRule}} RealCall
 */

/**
 * The later generation's extras of a column's first page, in the 2020 dialect's item form.
 * @param {any} d @param {ShapeContext} c
 */
const laterGenerationExtras = (d, c) => ({
  carousel: c.shapes.articles.itemsOf(d.carousel ?? []),
  liveArticles: c.shapes.articles.itemsOf(d.liveArticles ?? []),
  topModule: d.topModule ? { ...d.topModule, list: c.shapes.articles.itemsOf(d.topModule.list ?? []) } : null,
});

/** @param {Record<string, string>} p @param {Record<string, string>} changes */
const withParams = (p, changes) => ({ ...p, ...changes });
/** @param {Record<string, string>} p @param {string} name */
const without = (p, name) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== name));
/** The startup JSON as a real platform gives it: SPEC's `xyApi` block left out. @param {unknown} d */
const withoutLaterGeneration = (d) =>
  d && typeof d === 'object' && !Array.isArray(d) ? without(/** @type {Record<string, any>} */ (d), 'xyApi') : d;
/** @param {Record<string, string>} p */
const askedColumn = (p) => toInt(pick(p, 'columnId', 'columnID', 'colID'), 0);
/** @param {Record<string, string>} p */
const askedParent = (p) => toInt(pick(p, 'parentColumnId', 'parentColumnID', 'parentId'), 0);
/** The page of `page`, or of the older `rowNumber` (the list position: CommonToolUtil.getPage). @param {Record<string, string>} p */
const pageParams = (p) =>
  p.page === undefined && p.rowNumber !== undefined
    ? withParams(p, { page: String(Math.floor(Math.max(0, toInt(p.rowNumber, 0)) / PAGE_SIZE)) })
    : p;
/** Comments about a live (source 1) name it by the live's own id (live-ids.mjs). @param {Record<string, string>} p */
const liveSource = (p) => liveIdsAsArticles(p, ['id', 'articleID'], pick(p, 'source', 'sourceType') === '1');
const emptyList = () => ({ list: [], modules: [], adv: [] });
const emptyPage = () => ({ list: [], totalCount: 0, hasMore: false });

/** The reading calls. @type {Record<string, RealCall>} */
const READS = {
  getConfig: {
    kind: 'read',
    source: `${GATEWAY}/AppController.java (getConfig: appID, siteId=1); ${XFJ} App_Settings/Get_Config.robot (an unknown appID answers status -1)`,
    // The configuration's fields are SPEC.md §3's; nothing public lists the real ones. Its `xyApi`
    // block is SPEC's, the later generation's: the real startup JSON has none, so a client takes
    // this platform for the generation it speaks (docs/decisions/0108).
    shape: (d) => withoutLaterGeneration(d),
    missing: { refuse: 'app not found' },
  },
  getColumns: {
    kind: 'read',
    source: `${GATEWAY}/ColumnController.java (siteId=1, parentColumnId=0); ${CMS}/ApiManager.java (getColumns, colCommonFields); ${XFJ} App_Column/GetColumns.robot`,
    // The home column stands for the designed top level; 0 lists the home column alone.
    params: (p, c) =>
      askedParent(p) === c.homeId ? withParams(p, { parentColumnId: '0', parentColumnID: '0', parentId: '0' }) : p,
    intercept: (c) => (askedParent(c.raw) === 0 ? c.shapes.columns.root(c.shapes.columnsVersion) : undefined),
    shape: (d, c) => c.shapes.columns.columnList(d),
    // An unknown parent lists nothing (GetColumns.robot: "columns" is []).
    missing: (c) => ({ version: c.shapes.columnsVersion, columns: [], topColumns: [] }),
  },
  getColumn: {
    kind: 'read',
    source: `${GATEWAY}/ColumnController.java (columnId, siteId=1); ${CMS}/ApiManager.java (getColumn)`,
    intercept: (c) => (askedColumn(c.raw) === c.homeId ? c.shapes.columns.homeColumn() : undefined),
    shape: (d, c) => c.shapes.columns.one(d),
  },
  getArticles: {
    kind: 'read',
    source:
      `${GATEWAY}/ArticleController.java (columnId, page, rowNumber, version=0, siteId=1, lastFileId=0, typeScreen=0); ` +
      `${GATEWAY.replace('ui/controller', 'service/cms/impl')}/ArticleServiceImpl.java (getColumnArticles: list, modules, adv); ${XFJ} App_ArticleList/GetArticles.robot`,
    // typeScreen is the real platform's mini-program filter (0: none), not an article type: it is dropped.
    params: (p) => without(pageParams(p), 'typeScreen'),
    intercept: (c) => (askedColumn(c.raw) === c.homeId ? emptyList() : undefined),
    // Carousel, top module and live strip are the later generation's (SPEC.md): the older gateway
    // answers the list alone. The 2020 dialect keeps them beside the public list, as its getConfig
    // keeps xyApi (the reference platform answers the later generation's calls too: docs/decisions/0090),
    // so the default platform still shows SPEC's home; a real 2020 platform leaves them out, and the
    // front does without them (tests/e2e/olderGateway.spec.ts, tests/contract/realDialects.contract.test.ts).
    shape: (d, c) => ({
      list: c.shapes.articles.itemsOf(d.list),
      modules: d.modules,
      adv: d.adv,
      ...(c.dialect === 'g2' ? laterGenerationExtras(d, c) : {}),
    }),
    // An unknown column lists nothing (GetArticles.robot: "list" is []).
    missing: emptyList,
  },
  getArticleContent: {
    kind: 'read',
    source: `${GATEWAY}/ArticleController.java (articleId, siteId=1, colID); ${CMS}/ArticleJsonHelper.java; ${XFJ} App_ArticleContent/output.xml (fixtures/public/getArticleContent.json, getArticleContent-missing.json)`,
    shape: (d, c) => {
      const { articles } = c.ctx;
      const row = articles.byId(d.fileId);
      const body = row && articles.body(row.id);
      if (!row || !body) return d;
      const tags = articles.tagsFor([row.id]).get(row.id) ?? [];
      const related = /** @type {{fileId: number}[]} */ (d.related)
        .map((i) => articles.byId(i.fileId))
        .filter((r) => r !== undefined);
      return c.shapes.articles.detail(row, body, tags, related, toInt(c.raw.colID, 0));
    },
  },
  moduleView: {
    kind: 'read',
    source: `${GATEWAY}/ArticleController.java (id, userID=0); ${XFJ} App_ArticleList/output.xml (fixtures/public/moduleView.json, moduleView-missing.json)`,
    // `url` is the item's picture there (a leader's portrait in the recorded answer).
    shape: (d) => ({
      type: d.type,
      list: /** @type {{id: number, cmiName: string, duty: string, description: string, url: string, icon: string, columnID: number, groupID: number}[]} */ (
        d.list
      ).map((m) => ({
        cmiName: m.cmiName,
        duty: m.duty,
        description: m.description,
        url: m.icon || m.url,
        columnID: m.columnID,
        groupID: m.groupID,
        id: m.id,
      })),
    }),
    missing: { refuse: NOT_THERE },
  },
  discussView: {
    kind: 'read',
    source: `${GATEWAY}/CommentController.java (id, source=0, page, lastFileId=0, siteId=1); ${CMS}/nis/DiscussApiManager.java (getDiscussView); ${XFJ} App_Discuss/output.xml (fixtures/public/discussView.json)`,
    params: liveSource,
    shape: (d, c) => c.shapes.discuss.page(d),
  },
  discussViewFlat: {
    kind: 'read',
    source: `${GATEWAY}/CommentController.java (id, source=0, page, lastFileId=0, siteId=1); ${CMS}/nis/DiscussApiManager.java (getDiscussFlat)`,
    params: liveSource,
    shape: (d, c) => c.shapes.discuss.page(d),
  },
  discussHot: {
    kind: 'read',
    source: `${GATEWAY}/CommentController.java (id, count=5, siteId=1); ${CMS}/nis/DiscussApiManager.java (getDiscussHot)`,
    params: liveSource,
    shape: (d, c) => c.shapes.discuss.list(d),
  },
  discussReply: {
    kind: 'read',
    source: `${GATEWAY}/CommentController.java (id, siteId=1, page); ${CMS}/nis/DiscussApiManager.java (getDiscussReply: list, totalCount, hasMore; no main)`,
    shape: (d, c) => c.shapes.discuss.page(d),
    missing: emptyPage,
  },
  discussCount: {
    kind: 'read',
    source: `${GATEWAY}/CommentController.java (id, type, siteId=1, source=0); ${CMS}/nis/DiscussApiManager.java (getDiscussCount: type 2 likes, else comments; a numeric string)`,
    // `type` there is what to count; the designed call reads it as the object type, so it goes.
    params: (p) => liveSource(withParams(without(p, 'type'), { source: p.source ?? '0' })),
    // Likes of an article (source 0) or a live (1, its article's here).
    shape: (d, c) => {
      if (c.raw.type !== '2') return String(d.count);
      const counts = [0, 1].includes(toInt(c.p.source, 0)) ? c.ctx.articles.counts(toInt(c.p.id, 0)) : undefined;
      return String(counts ? counts.count_praise : 0);
    },
  },
  liveView: {
    kind: 'read',
    source: `${GATEWAY}/LiveController.java (id, start, page, siteId=1, lastFileId=0); ${CMS}/nis/LiveApiManager.java (liveView, queryMainJson, queryListJson); ${XFJ} App_Live/LiveView.robot (an unknown live answers status -1)`,
    // `id` is the live's own id (lib/dialect/live-ids.mjs).
    params: (p) => (p.id !== undefined ? withParams(p, { id: String(articleOfLive(toInt(p.id, 0))) }) : p),
    shape: (d, c) => c.shapes.live.view(d, Math.max(0, toInt(c.raw.page, 0))),
    missing: { refuse: 'live not found' },
  },
  liveComing: {
    kind: 'read',
    source: `${GATEWAY}/LiveController.java (siteID=1); ${CMS}/nis/LiveApiManager.java (liveComing); ${XFJ} App_Live/LiveComing.robot`,
    shape: (d, c) => c.shapes.live.coming(d),
  },
  getLiveArticles: {
    kind: 'read',
    source: `${XFJ} App_Live/LiveCommon.robot (columnId, siteId), App_Live/output.xml (fixtures/public/getLiveArticles.json, getLiveArticles-empty.json)`,
    shape: (d, c) => ({ list: c.shapes.articles.itemsOf(d.list) }),
    missing: () => ({ list: [] }),
  },
  searchAll: {
    kind: 'read',
    source: `${GATEWAY}/ArticleController.java (searchAll: columnId, siteID=1, key, start, count); ${XFJ} App_Search/Search_Common.robot, App_Search/output.xml (fixtures/public/searchAll.json: a bare array as data)`,
    shape: (d, c) => c.shapes.articles.itemsOf(d.list),
    missing: () => [],
  },
  search: {
    kind: 'read',
    source: `${GATEWAY}/ArticleController.java (search: columnId, key, start, count, siteId=1); answered as searchAll`,
    shape: (d, c) => c.shapes.articles.itemsOf(d.list),
    missing: () => [],
  },
  getPapers: {
    kind: 'read',
    source: `${GATEWAY}/PaperController.java (siteID=1); ${CMS}/paper/PaperApiManager.java (getPapers: version, papers)`,
    shape: (d, c) => c.shapes.paper.papers(d),
  },
  getPaperDates: {
    kind: 'read',
    source: `${GATEWAY}/PaperController.java (siteID=1, id, start=0, count=60); ${CMS}/paper/PaperApiManager.java (getPaperDates: version, dates[{date: yyyyMMdd}])`,
    shape: (d, c) => c.shapes.paper.dates(d),
  },
  getPaperLayouts: {
    kind: 'read',
    source: `${GATEWAY}/PaperController.java (siteID=1, date, id); ${CMS}/paper/PaperApiManager.java (getPaperLayouts: version, date, layouts; no date: the newest issue)`,
    params: (p, c) => {
      const paperId = toInt(pick(p, 'paperId', 'paperID', 'id'), 0);
      const date = pick(p, 'date');
      return withParams(p, { date: date ? dashedDate(date) : c.shapes.paper.latestDate(paperId) });
    },
    shape: (d, c) => c.shapes.paper.layouts(d),
  },
  getPaperArticles: {
    kind: 'read',
    source: `${GATEWAY}/PaperController.java (siteID=1, id: the layout); ${CMS}/paper/PaperApiManager.java (getPaperArticles: a bare array)`,
    shape: (d, c) => c.shapes.paper.articles(d),
    missing: () => [],
  },
  getPaperArticle: {
    kind: 'read',
    source: `${GATEWAY}/PaperController.java (siteID=1, id); ${CMS}/paper/PaperApiManager.java (getPaperArticle, setBasicField, setAttachment)`,
    shape: (d, c) => c.shapes.paper.article(d),
  },
  xyRank: {
    kind: 'read',
    source: `${XFJ} App_FJHSubcribe/SubcribeCommon.robot (userID, siteID, device), App_FJHSubcribe/output.xml (searchXyRank's items: fixtures/public/searchXyRank.json, a bare array)`,
    shape: (d, c) => c.shapes.accounts.ranked(d),
  },
  searchXyRank: {
    kind: 'read',
    source: `${XFJ} App_FJHSubcribe/SubcribeCommon.robot (key, userID, siteID, device), App_FJHSubcribe/output.xml (fixtures/public/searchXyRank.json)`,
    shape: (d, c) => c.shapes.accounts.ranked(d),
    missing: () => [],
  },
  regionleaderView: {
    kind: 'read',
    source: `${GATEWAY}/OtherExtController.java (regionleaderView); ${XFJ} App_Leader/LeaderCommon.robot (regionID, siteId), App_Leader/output.xml (fixtures/public/regionleaderView.json, regionleaderView-empty.json)`,
    params: (p) => (p.regionID !== undefined ? withParams(p, { regionId: p.regionID }) : p),
    shape: (d, c) => c.shapes.accounts.leaders(d),
    missing: { refuse: NOT_THERE },
  },
  getCats: {
    kind: 'read',
    source: `${GATEWAY}/AppController.java (getCats: siteId=1, code, keywords, channel=1); ${CMS}/ApiManager.java (getCats: a bare array of catID, catName, catCode, clickCount)`,
    shape: (d) =>
      /** @type {{id: number, name: string}[]} */ (d.catsList).map((cat) => ({
        catID: cat.id,
        catName: cat.name,
        catCode: '',
        clickCount: 0,
      })),
  },
};

/** The 2020 platform's app authorisation (lib/dialect/app-auth.mjs), in g2 only. @type {Record<string, RealCall>} */
const APP_AUTH = {
  authinfo: {
    kind: 'read',
    only: ['g2'],
    envelope: 'always',
    source: `${XFJ} Secret/authen.py (authinfo: t, siteId), Secret/XFJ_Des.py (des: the key cut from the api-data header)`,
    own: (c) => c.services.appAuth.authinfo(c.reply),
  },
  auth: {
    kind: 'read',
    only: ['g2'],
    envelope: 'always',
    source: `${XFJ} Secret/authen.py (auth: appKey, time, sign = md5(secret + t + secret[2:7]), t), Secret/XFJ_Des.py (des_token)`,
    own: (c) => c.services.appAuth.auth(c.raw, c.reply),
  },
};

/** Every call the real dialects answer in the real form. @type {Record<string, RealCall>} */
export const REAL = { ...READS, ...MEMBER_CALLS, ...AMUC_CALLS, ...APP_AUTH };

/**
 * Calls answered as designed in every dialect, each group with why. "Public call" means a public
 * source shows the call (its name, sometimes its parameters) but not an answer this platform could
 * copy, or it is outside the reading calls this table covers so far.
 * @type {Record<string, string[]>}
 */
const DESIGNED_GROUPS = {
  'designed: tokens and encrypted parameters of the later generation (SPEC.md; docs/platform-api.md "Auth")': [
    'getAnonymousToken',
    'refreshAccessToken',
    'serverTime',
  ],
  "designed: members, sign-in and the member's own data as docs/platform-api.md has them (the real ones are the SSO service, platform/lib/dialect/sso.mjs, and AMUC, platform/lib/dialect/calls-amuc.mjs, under other names)":
    [
      'member/bindPhone',
      'member/cancel',
      'member/consent',
      'member/getUserInfo',
      'member/getVerifyCode',
      'member/info',
      'member/loginByCode',
      'member/loginByPassword',
      'member/loginByTicket',
      'member/logout',
      'member/sendAccountSmsCode',
      'member/sendSmsCode',
      'member/setPassword',
      'member/webTicket',
      'invite/getInviteCode',
      'invite/useInviteCode',
      'myDayScoreSts',
      'myScoreList',
      'event1',
      'codeImeiRecord',
      'getProtocol',
      'wx/getWxUserinfoByCode',
    ],
  "designed: the later generation's article calls (SPEC.md: getArticlesNew, previews, tags, special topics, counts)": [
    'getArticlesNew',
    'myArticleContent',
    'getArticleCounts',
    'getRelArticles',
    'articleHot',
    'recommendList',
    'tagScreenArticles',
    'getSubSpecialArticles',
  ],
  'designed: search as SPEC.md describes it (the public calls are search and searchAll)': [
    'searchAllInTime',
    'searchClassify',
    'searchWordDely',
  ],
  'designed: reports with the designed reasons (the real call is expose)': ['report'],
  "designed: the paper edition's later calls": ['getLatestMaePaper', 'getMaePaperDatesByDate'],
  'designed: media accounts, reporters and figures (public calls, answers not reshaped yet)': [
    'getXyInfo',
    'getXyDynamic',
    'getDynamicDetail',
    'dynamic/getDynamicList',
    'hitXyBulletin',
    'recommendXys',
    'getCatXys',
    'xyRankRules',
    'getStatusXys',
    'getStatusReporters',
    'authorInfo',
    'reporterArticles',
    'getXyArticlesQuestion',
    'mySubXys',
    'mySubReporters',
    'figureList',
    'figureArticles',
    'getFigureInfo',
  ],
  "designed: leaders' message boards": ['leaderMessage', 'leaderMessages', 'myLeaderMessages'],
  'designed: activities and votes (public calls, answers not reshaped yet)': [
    'activityList',
    'activityDetail',
    'activityRegist',
    'activityVerify',
    'checkEntryRepeatField',
    'entryList',
    'entryDetail',
    'myEntryList',
    'getActivityVoucher',
    'vote/info',
    'vote/infoByOptName',
    'vote/optionInfo',
    'vote/options',
    'vote/addAccessCount',
    'voteResult',
    'recordVoteCountAndLog',
  ],
  'designed: live reminders': ['liveRemind', 'liveRemindCancel', 'liveRemindState'],
  "designed: a member's space, messages, favourites and tip-offs": [
    'myDiscussList',
    'myCirclePosts',
    'myMessages',
    'myMessageCount',
    'readMyMessages',
    'myQuestionList',
    'favStatus',
    'myFavList',
    'myTipoffs',
    'getTipoffDetail',
  ],
  'designed: circles, submissions and Q&A': [
    'circle-list',
    'circle-detail',
    'circle/create-post',
    'post-list',
    'post-detail',
    'notice-detail',
    'moments/list',
    'moments/detail',
    'inputArticle',
    'inputArticleDetail',
    'inputArticleList',
    'seekArticleList',
    'seekArticleDetail',
    'askQuestion',
    'getSubject',
    'getUserHome',
    'myQuestions',
    'qaDetail',
    'qaList',
    'question/answerList',
    'questionDetail',
    'questionList',
    'questionListHot',
    'subjectList',
    'subjectListAll',
  ],
  'designed: pages (certificates, products, hot points, online studies) and the site configuration page': [
    'getCertificate',
    'getProducts',
    'getProductDetail',
    'getHotPoints',
    'getHotPointTimeAxis',
    'getOnlineStudies',
    'getOnlineStudy',
    'siteConf',
  ],
  "designed: uploads (public call upload; the paths are the later generation's)": [
    'upload',
    'mamUploadAccessToken',
    'mamUploadAccessToken2',
    'mamUploadDone2',
  ],
  "designed: weixin signature (public call; the answer is PLATFORM-FACTS' as designed here)": ['wx/signature'],
};

/** @type {Record<string, string>} call -> why it is designed */
export const DESIGNED = Object.fromEntries(
  Object.entries(DESIGNED_GROUPS).flatMap(([why, calls]) => calls.map((call) => [call, why])),
);

/** @param {string} call */
export const realCall = (call) => REAL[call];
