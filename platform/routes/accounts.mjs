/**
 * Media accounts, following and reporters (docs/platform-api.md, "Media accounts and reporters"):
 * getXyInfo, getXyArticlesQuestion, xyRank, hitXyBulletin, getStatusXys, topicSub and
 * topicSubCancel (type 4: an account; type 5: a reporter, docs/decisions/0064), getStatusReporters, recommendXys, xyRankRules, authorInfo, reporterArticles, getXyDynamic,
 * dynamic/getDynamicList and getDynamicDetail. Accounts clients must discard (xyStatus 1 or 4,
 * xyForbidden 1) are answered as they are, as the real platform does; only following refuses them.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick, pageOf, requireInt, requireString, toInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';
import { RANK_RULES } from '../seed/rank-rules.mjs';
import { topicPresenter } from './qa.mjs';

/** topicSub's type for a media account (PLATFORM-FACTS: "topicSub (type 4)"). */
export const SUB_TYPE_XY = 4;
/** topicSub's type for a reporter: designed here, the next free code after the account's (docs/decisions/0064). */
export const SUB_TYPE_REPORTER = 5;
const ARTICLE_PAGE = 20;
/** docs/product.md §9: "dynamic has more when at least 10". */
export const DYNAMIC_PAGE = 10;
/** xyRank answers more than the client shows (docs/product.md §9: the client cuts it to 20). */
const RANK_LENGTH = 30;
const RECOMMENDED = 6;

/** @typedef {import('../db/rows.mjs').XyAccountRow} XyAccountRow */
/** @typedef {import('../db/rows.mjs').ReporterRow} ReporterRow */
/** @typedef {import('../db/rows.mjs').XyDynamicRow} XyDynamicRow */
/** @typedef {import('../db/rows.mjs').ArticleRow} ArticleRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/** @param {XyAccountRow} a */
const discarded = (a) => a.status === 1 || a.status === 4 || a.forbidden === 1;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{ctx: import('../data/context.mjs').PlatformContext, memberOf: import('../lib/member-of.mjs').MemberOf,
 *   questions: import('../lib/questions.mjs').QuestionStore}} deps
 */
export default function registerAccounts(svc, { ctx, memberOf, questions }) {
  const { db, urls } = ctx;
  const presentTopic = topicPresenter(urls, questions);
  const rows = (/** @type {string} */ sql) => db.prepare(sql);
  const value = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    account: /** @type {Query<XyAccountRow>} */ (rows('SELECT * FROM xy_accounts WHERE id = ?')),
    ranked: /** @type {Query<XyAccountRow>} */ (rows('SELECT * FROM xy_accounts ORDER BY influence DESC, id LIMIT ?')),
    rankedLike: /** @type {Query<XyAccountRow>} */ (
      rows("SELECT * FROM xy_accounts WHERE name LIKE ? ESCAPE '\\' ORDER BY influence DESC, id LIMIT ?")
    ),
    // An account's place in xyRank's order (influence, then id).
    rankOf: value('SELECT COUNT(*) + 1 FROM xy_accounts WHERE influence > ? OR (influence = ? AND id < ?)'),
    fans: value('SELECT COUNT(*) FROM xy_follows WHERE xy_id = ?'),
    follows: value('SELECT COUNT(*) FROM xy_follows WHERE member_id = ? AND xy_id = ?'),
    followedIds: /** @type {Query<number>} */ (db.prepare('SELECT xy_id FROM xy_follows WHERE member_id = ?').pluck()),
    follow: rows('INSERT OR IGNORE INTO xy_follows (member_id, xy_id, created_at) VALUES (?, ?, ?)'),
    unfollow: rows('DELETE FROM xy_follows WHERE member_id = ? AND xy_id = ?'),
    reporterFans: value('SELECT COUNT(*) FROM reporter_follows WHERE reporter_id = ?'),
    followsReporter: value('SELECT COUNT(*) FROM reporter_follows WHERE member_id = ? AND reporter_id = ?'),
    followReporter: rows(
      'INSERT OR IGNORE INTO reporter_follows (member_id, reporter_id, created_at) VALUES (?, ?, ?)',
    ),
    unfollowReporter: rows('DELETE FROM reporter_follows WHERE member_id = ? AND reporter_id = ?'),
    hit: rows('UPDATE xy_accounts SET bulletin_hits = bulletin_hits + 1 WHERE id = ?'),
    hits: value('SELECT bulletin_hits FROM xy_accounts WHERE id = ?'),
    xyArticles: /** @type {Query<ArticleRow>} */ (
      rows(`SELECT * FROM articles WHERE xy_account_id = ? AND a_status = 1
      ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`)
    ),
    xyArticleCount: value('SELECT COUNT(*) FROM articles WHERE xy_account_id = ? AND a_status = 1'),
    reporter: /** @type {Query<ReporterRow>} */ (rows('SELECT * FROM reporters WHERE id = ?')),
    reporterArticles: /** @type {Query<ArticleRow>} */ (
      rows(`SELECT * FROM articles WHERE reporter_id = ? AND a_status = 1
      ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`)
    ),
    reporterArticleCount: value('SELECT COUNT(*) FROM articles WHERE reporter_id = ? AND a_status = 1'),
    dynamic: /** @type {Query<XyDynamicRow>} */ (rows('SELECT * FROM xy_dynamics WHERE id = ?')),
    dynamicsOfXy: /** @type {Query<XyDynamicRow>} */ (
      rows('SELECT * FROM xy_dynamics WHERE xy_id = ? ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?')
    ),
    dynamicsOfReporter: /** @type {Query<XyDynamicRow>} */ (
      rows('SELECT * FROM xy_dynamics WHERE reporter_id = ? ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?')
    ),
  };

  /** The member behind the request's access token, or the envelope error. @param {import('fastify').FastifyRequest} req */
  function memberIdOf(req) {
    return memberOf.required(req).id;
  }

  /** @param {number} id */
  function accountOf(id) {
    const a = s.account.get(id);
    if (!a) throw new PlatformError('xy account not found');
    return a;
  }

  /** The fields every account answer carries. @param {XyAccountRow} a */
  function xyInfo(a) {
    return {
      xyID: a.id,
      name: a.name,
      icon: urls.media(a.icon),
      description: a.description,
      kind: a.kind,
      xyStatus: a.status,
      xyForbidden: a.forbidden,
      fansCount: a.base_fans + Number(s.fans.get(a.id)),
      influence: a.influence,
    };
  }

  /** @param {ReporterRow} r */
  function reporterInfo(r) {
    return { id: r.id, name: r.name, icon: urls.media(r.icon), desk: r.desk, intro: r.intro, xyID: r.xy_id };
  }

  /** @param {XyDynamicRow} d */
  function dynamicItem(d) {
    const reporter = s.reporter.get(d.reporter_id);
    const account = s.account.get(d.xy_id);
    return {
      id: d.id,
      content: d.content,
      publishtime: formatPlatformTime(d.publish_time),
      pics: /** @type {number[]} */ (JSON.parse(d.pics)).map((n) => urls.picture(n, 'big')),
      reporterID: reporter ? reporter.id : 0,
      reporterName: reporter ? reporter.name : '',
      reporterIcon: reporter ? urls.media(reporter.icon) : '',
      ...(account
        ? { xyID: account.id, xyName: account.name, xyStatus: account.status, xyForbidden: account.forbidden }
        : { xyID: 0, xyName: '', xyStatus: 0, xyForbidden: 0 }),
    };
  }

  const countOf = (/** @type {Record<string, string>} */ p, /** @type {number} */ fallback) =>
    Math.min(100, Math.max(1, toInt(p.count, fallback)));

  svc.call(
    'getXyInfo',
    (p) => {
      const a = accountOf(requireInt(p, ['id', 'xyId', 'xyID']));
      return { ...xyInfo(a), bulletin: a.bulletin, articleCount: Number(s.xyArticleCount.get(a.id)) };
    },
    { methods: ['GET'] },
  );

  // The account's articles (type 0), or its ask-bar topics (type 1, the Q&A of docs/decisions/0026), newest first.
  svc.call(
    'getXyArticlesQuestion',
    (p) => {
      const a = accountOf(requireInt(p, ['id', 'xyId', 'xyID']));
      const type = toInt(p.type, 0);
      if (type === 1) {
        const count = countOf(p, ARTICLE_PAGE);
        const { rows, total } = questions.topicsOfXy(a.id, count, pageOf(p) * count);
        return { list: rows.map(presentTopic), totalCount: total, hasMore: (pageOf(p) + 1) * count < total };
      }
      if (type !== 0) throw new PlatformError('unsupported type');
      const count = countOf(p, ARTICLE_PAGE);
      const rows = s.xyArticles.all(a.id, count, pageOf(p) * count);
      const totalCount = Number(s.xyArticleCount.get(a.id));
      return { list: ctx.items(rows), totalCount, hasMore: (pageOf(p) + 1) * count < totalCount };
    },
    { methods: ['GET'] },
  );

  svc.call('xyRank', () => ({ list: s.ranked.all(RANK_LENGTH).map((a, i) => ({ ...xyInfo(a), rank: i + 1 })) }), {
    methods: ['GET'],
  });

  // The ranking searched by name (the recorded site's searchXyRank: jiangbm/XFJ_FZ_API App_FJHSubcribe):
  // the accounts whose name holds `key`, each with its place in the whole ranking.
  svc.call(
    'searchXyRank',
    (p) => {
      const key = requireString(p, ['key', 'keyword']).trim().slice(0, 50);
      const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return {
        list: s.rankedLike
          .all(like, RANK_LENGTH)
          .map((a) => ({ ...xyInfo(a), rank: Number(s.rankOf.get(a.influence, a.influence, a.id)) })),
      };
    },
    { methods: ['GET'] },
  );

  // The ranking's rules, as the editors publish them (xyRules page).
  svc.call('xyRankRules', () => RANK_RULES, { methods: ['GET'] });

  svc.call(
    'hitXyBulletin',
    (p) => {
      const a = accountOf(requireInt(p, ['id', 'xyId']));
      s.hit.run(a.id);
      return { hits: Number(s.hits.get(a.id)) };
    },
    { methods: ['POST'] },
  );

  // Which of these accounts the member follows (ids: comma-separated; none: every account followed).
  svc.call(
    'getStatusXys',
    (p, req) => {
      const member = memberIdOf(req);
      const raw = pick(p, 'ids', 'xyIds');
      const ids = raw
        ? raw
            .split(',')
            .map((id) => toInt(id, 0))
            .filter((id) => id > 0)
            .slice(0, 100)
        : s.followedIds.all(member);
      return { list: ids.map((id) => ({ xyID: id, isSub: Number(s.follows.get(member, id)) > 0 ? 1 : 0 })) };
    },
    { methods: ['GET'] },
  );

  // Which of these reporters the member follows (ids: comma-separated, at most 100), as getStatusXys does for accounts.
  svc.call(
    'getStatusReporters',
    (p, req) => {
      const member = memberIdOf(req);
      const ids = (pick(p, 'ids', 'reporterIds') ?? '')
        .split(',')
        .map((id) => toInt(id, 0))
        .filter((id) => id > 0)
        .slice(0, 100);
      return {
        list: ids.map((id) => ({ reporterID: id, isSub: Number(s.followsReporter.get(member, id)) > 0 ? 1 : 0 })),
      };
    },
    { methods: ['GET'] },
  );

  /** @param {Record<string, string>} p @param {import('fastify').FastifyRequest} req @param {boolean} on */
  function subscribe(p, req, on) {
    const member = memberIdOf(req);
    const type = toInt(p.type, SUB_TYPE_XY);
    if (type === SUB_TYPE_REPORTER) return subscribeReporter(member, requireInt(p, ['id', 'reporterId']), on);
    if (type !== SUB_TYPE_XY) throw new PlatformError('unsupported type');
    const a = accountOf(requireInt(p, ['id', 'xyId']));
    if (on && discarded(a)) throw new PlatformError('xy account unavailable');
    if (on) s.follow.run(member, a.id, Date.now());
    else s.unfollow.run(member, a.id);
    return { isSub: on ? 1 : 0, fansCount: xyInfo(a).fansCount };
  }
  /**
   * A reporter, followed as an account is: same answer ({isSub, fansCount}), the count of members
   * following them. A reporter the platform does not have is refused as `reporter not found`.
   * @param {number} member @param {number} id @param {boolean} on
   */
  function subscribeReporter(member, id, on) {
    const r = s.reporter.get(id);
    if (!r) throw new PlatformError('reporter not found');
    if (on) s.followReporter.run(member, r.id, Date.now());
    else s.unfollowReporter.run(member, r.id);
    return { isSub: on ? 1 : 0, fansCount: Number(s.reporterFans.get(r.id)) };
  }
  svc.call('topicSub', (p, req) => subscribe(p, req, true), { methods: ['POST'] });
  svc.call('topicSubCancel', (p, req) => subscribe(p, req, false), { methods: ['POST'] });

  // Accounts to follow next: the most influential ones the reader does not follow (anonymous: any).
  svc.call(
    'recommendXys',
    (p, req) => {
      let followed = new Set();
      try {
        followed = new Set(s.followedIds.all(memberIdOf(req)));
      } catch {
        // Not signed in: nothing is followed yet.
      }
      const list = s.ranked
        .all(RANK_LENGTH)
        .filter((a) => !discarded(a) && !followed.has(a.id))
        .slice(0, countOf(p, RECOMMENDED));
      return { list: list.map(xyInfo) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'authorInfo',
    (p) => {
      const r = s.reporter.get(requireInt(p, ['id', 'authorId', 'reporterId']));
      if (!r) throw new PlatformError('reporter not found');
      const account = r.xy_id ? s.account.get(r.xy_id) : undefined;
      return {
        ...reporterInfo(r),
        articleCount: Number(s.reporterArticleCount.get(r.id)),
        xyName: account ? account.name : '',
        xyStatus: account ? account.status : 0,
        xyForbidden: account ? account.forbidden : 0,
      };
    },
    { methods: ['GET'] },
  );

  // Paged and appended by clients until a page comes back empty (docs/product.md §7).
  svc.call(
    'reporterArticles',
    (p) => {
      const r = s.reporter.get(requireInt(p, ['id', 'authorId', 'reporterId']));
      if (!r) throw new PlatformError('reporter not found');
      const count = countOf(p, ARTICLE_PAGE);
      return { list: ctx.items(s.reporterArticles.all(r.id, count, pageOf(p) * count)) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'getXyDynamic',
    (p) => {
      const a = accountOf(requireInt(p, ['xyId', 'id', 'xyID']));
      return { list: s.dynamicsOfXy.all(a.id, DYNAMIC_PAGE, 0).map(dynamicItem) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'dynamic/getDynamicList',
    (p) => {
      const count = countOf(p, DYNAMIC_PAGE);
      const offset = pageOf(p) * count;
      const reporterId = toInt(pick(p, 'reporterId', 'authorId'), 0);
      let list;
      if (reporterId > 0) {
        if (!s.reporter.get(reporterId)) throw new PlatformError('reporter not found');
        list = s.dynamicsOfReporter.all(reporterId, count, offset);
      } else {
        list = s.dynamicsOfXy.all(accountOf(requireInt(p, ['xyId', 'id'])).id, count, offset);
      }
      return { list: list.map(dynamicItem) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'getDynamicDetail',
    (p) => {
      const d = s.dynamic.get(requireInt(p, ['id', 'dynamicId']));
      if (!d) throw new PlatformError('dynamic not found');
      return dynamicItem(d);
    },
    { methods: ['GET'] },
  );
}
