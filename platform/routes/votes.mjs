/**
 * Votes (docs/platform-api.md, "Votes"): vote/info, vote/options, vote/optionInfo,
 * vote/infoByOptName, vote/addAccessCount, voteResult, and recordVoteCountAndLog, the vote
 * itself, whose body is encrypted whole (docs/product.md §7: `data`, `device`, `afsData`). The
 * limits (per member per day, per option per day, the vote's time) are enforced here, in one
 * transaction with the count, and a repeated request id counts once.
 */
import crypto from 'node:crypto';
import { PlatformError } from '../lib/envelope.mjs';
import { pageOf, requireInt, requireString, toInt } from '../lib/params.mjs';
import { formatPlatformTime, localDay } from '../lib/time.mjs';
import { LIMITS } from '../lib/attempts.mjs';
import { amucSignRefusal } from '../lib/dialect/amuc-sign.mjs';

const PAGE_SIZE = 20;
const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * The words the real platform refuses a vote with (OtherApiManager.vote and VoteWriteAdapter of
 * intergrate-dev/xy6.0-xzw), for the designed refusals: the real dialects' vote calls answer them.
 * @type {Readonly<Record<string, string>>}
 */
export const VOTE_REFUSAL_WORDS = {
  'vote not found': '投票不存在',
  'option not found': '投票选项不存在',
  'vote not started': '投票还没开始！',
  'vote ended': '投票已结束！',
  'no votes left today': '您今天已经投过票了哦',
  'no votes left for this option today': '您今天已经投过该选项了哦',
  'please log in': '非系统注册用户，不允许投票',
};
/** @param {unknown} err */
export const voteRefusalWords = (err) =>
  err instanceof PlatformError ? (VOTE_REFUSAL_WORDS[err.message] ?? err.message) : '提交失败';

/** @typedef {import('../db/rows.mjs').VoteRow} VoteRow */
/** @typedef {import('../db/rows.mjs').VoteOptionRow} VoteOptionRow */

/** The site's day, which the daily limits count in (lib/time.mjs). @param {number} ms */
export const voteDay = (ms) => localDay(ms);
const time = (/** @type {number} */ ms) => formatPlatformTime(Math.floor(ms / 1000));

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{ctx: import('../data/context.mjs').PlatformContext, memberOf: import('../lib/member-of.mjs').MemberOf,
 *   decrypt: (cipher: string, encryptType: string) => Record<string, unknown> | null,
 *   attempts: import('../lib/attempts.mjs').AttemptStore}} deps
 */
export default function registerVotes(svc, { ctx, memberOf, decrypt, attempts }) {
  const { db, urls } = ctx;
  const value = (/** @type {string} */ sql) =>
    /** @type {import('../db/rows.mjs').Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    vote: /** @type {import('../db/rows.mjs').Query<VoteRow>} */ (db.prepare('SELECT * FROM votes WHERE id = ?')),
    themes: /** @type {import('../db/rows.mjs').Query<{id: number, name: string}>} */ (
      db.prepare('SELECT id, name FROM vote_themes WHERE vote_id = ? ORDER BY ord')
    ),
    options: /** @type {import('../db/rows.mjs').Query<VoteOptionRow>} */ (
      db.prepare(
        'SELECT * FROM vote_options WHERE vote_id = ? AND (? = 0 OR theme_id = ?) ORDER BY no LIMIT ? OFFSET ?',
      )
    ),
    optionCount: value('SELECT COUNT(*) FROM vote_options WHERE vote_id = ? AND (? = 0 OR theme_id = ?)'),
    option: /** @type {import('../db/rows.mjs').Query<VoteOptionRow>} */ (
      db.prepare('SELECT * FROM vote_options WHERE vote_id = ? AND id = ?')
    ),
    byName: /** @type {import('../db/rows.mjs').Query<VoteOptionRow>} */ (
      db.prepare(
        "SELECT * FROM vote_options WHERE vote_id = ? AND (name LIKE '%' || ? || '%' OR CAST(no AS TEXT) = ?) ORDER BY no LIMIT 20",
      )
    ),
    ranked: /** @type {import('../db/rows.mjs').Query<VoteOptionRow>} */ (
      db.prepare('SELECT * FROM vote_options WHERE vote_id = ? ORDER BY vote_count DESC, no')
    ),
    total: value('SELECT COALESCE(SUM(vote_count), 0) FROM vote_options WHERE vote_id = ?'),
    usedToday: value('SELECT COUNT(*) FROM vote_records WHERE vote_id = ? AND member_id = ? AND day = ?'),
    usedOnOption: value(
      'SELECT COUNT(*) FROM vote_records WHERE vote_id = ? AND member_id = ? AND day = ? AND option_id = ?',
    ),
    repeated: value('SELECT option_id FROM vote_records WHERE member_id = ? AND request_id = ?'),
    record: db.prepare(`INSERT INTO vote_records (vote_id, option_id, member_id, day, request_id, device, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    count: value('UPDATE vote_options SET vote_count = vote_count + 1 WHERE id = ? RETURNING vote_count'),
    voteAccess: value('UPDATE votes SET access_count = access_count + 1 WHERE id = ? RETURNING access_count'),
    optionAccess: value(
      'UPDATE vote_options SET access_count = access_count + 1 WHERE vote_id = ? AND id = ? RETURNING access_count',
    ),
  };

  /** @param {Record<string, string>} p */
  function voteOf(p) {
    const v = s.vote.get(requireInt(p, ['voteId', 'voteID', 'id']));
    if (!v) throw new PlatformError('vote not found');
    return v;
  }

  /** @param {VoteOptionRow} o */
  const optionOf = (o) => ({
    id: o.id,
    no: o.no,
    name: o.name,
    summary: o.summary,
    themeId: o.theme_id,
    pic: urls.picture(o.pic, 'middle'),
    picBig: urls.picture(o.pic, 'big'),
    count: o.vote_count,
    accessCount: o.access_count,
  });

  /** What a member has left today, overall; null for nobody signed in. @param {VoteRow} v @param {number | undefined} memberId */
  const leftToday = (v, memberId) =>
    memberId === undefined
      ? -1
      : Math.max(0, v.daily_limit - Number(s.usedToday.get(v.id, memberId, voteDay(Date.now()))));

  // docs/product.md §3: vs_head_voteimage, vs_votetheme_list, vs_user_inforule.
  svc.call('vote/info', (p, req) => {
    const v = voteOf(p);
    const member = memberOf.optional(req);
    const now = Date.now();
    return {
      id: v.id,
      activityId: v.activity_id,
      title: v.title,
      vs_head_voteimage: urls.picture(v.head_image, 'big'),
      vs_votetheme_list: s.themes.all(v.id),
      vs_user_inforule: v.rules,
      startTime: time(v.start_at),
      endTime: time(v.end_at),
      // 0 not started, 1 open, 2 ended
      isbegin: now < v.start_at ? 0 : now >= v.end_at ? 2 : 1,
      dailyLimit: v.daily_limit,
      optionDailyLimit: v.option_daily_limit,
      totalVotes: Number(s.total.get(v.id)),
      accessCount: v.access_count,
      optionCount: Number(s.optionCount.get(v.id, 0, 0)),
      leftToday: leftToday(v, member?.id ?? undefined),
    };
  });

  svc.call('vote/options', (p) => {
    const v = voteOf(p);
    const theme = toInt(p.themeId, 0);
    const page = pageOf(p);
    const totalCount = Number(s.optionCount.get(v.id, theme, theme));
    return {
      list: s.options.all(v.id, theme, theme, PAGE_SIZE, page * PAGE_SIZE).map(optionOf),
      totalCount,
      hasMore: (page + 1) * PAGE_SIZE < totalCount,
    };
  });

  svc.call('vote/optionInfo', (p) => {
    const v = voteOf(p);
    const o = s.option.get(v.id, requireInt(p, ['optionId', 'optionID']));
    if (!o) throw new PlatformError('option not found');
    return { ...optionOf(o), description: o.description, voteId: v.id, voteTitle: v.title };
  });

  svc.call('vote/infoByOptName', (p) => {
    const v = voteOf(p);
    const name = requireString(p, ['name', 'optName']).trim().slice(0, 30);
    return { list: s.byName.all(v.id, name, name).map(optionOf) };
  });

  // Access counts: the vote page's and an option's (when optionId is given), one per open.
  svc.call('vote/addAccessCount', (p) => {
    const v = voteOf(p);
    const optionId = toInt(p.optionId, 0);
    if (optionId > 0) {
      const count = s.optionAccess.get(v.id, optionId);
      if (count === undefined) throw new PlatformError('option not found');
      return { accessCount: Number(count) };
    }
    return { accessCount: Number(s.voteAccess.get(v.id)) };
  });

  svc.call(
    'voteResult',
    (p, req) => {
      const v = voteOf(p);
      const member = memberOf.optional(req);
      const total = Number(s.total.get(v.id));
      const list = s.ranked.all(v.id).map((o, i) => ({
        ...optionOf(o),
        rank: i + 1,
        percent: total ? Math.round((o.vote_count / total) * 1000) / 10 : 0,
      }));
      return {
        voteId: v.id,
        title: v.title,
        totalVotes: total,
        list,
        leftToday: leftToday(v, member?.id ?? undefined),
      };
    },
    { methods: ['POST'] },
  );

  const cast = db.transaction(
    (
      /** @type {VoteRow} */ v,
      /** @type {number} */ optionId,
      /** @type {number} */ memberId,
      /** @type {string} */ requestId,
      /** @type {string} */ device,
    ) => {
      const now = Date.now();
      const day = voteDay(now);
      const earlier = s.repeated.get(memberId, requestId);
      // The same request again (a double tap, a retry): counted once, answered the same.
      if (earlier !== undefined) return answer(v, Number(earlier), memberId, day);
      if (now < v.start_at) throw new PlatformError('vote not started');
      if (now >= v.end_at) throw new PlatformError('vote ended');
      if (!s.option.get(v.id, optionId)) throw new PlatformError('option not found');
      if (Number(s.usedToday.get(v.id, memberId, day)) >= v.daily_limit) throw new PlatformError('no votes left today');
      if (Number(s.usedOnOption.get(v.id, memberId, day, optionId)) >= v.option_daily_limit)
        throw new PlatformError('no votes left for this option today');
      s.record.run(v.id, optionId, memberId, day, requestId, device, now);
      s.count.get(optionId);
      return answer(v, optionId, memberId, day);
    },
  );

  /** @param {VoteRow} v @param {number} optionId @param {number} memberId @param {string} day */
  function answer(v, optionId, memberId, day) {
    const o = /** @type {VoteOptionRow} */ (s.option.get(v.id, optionId));
    return {
      voteId: v.id,
      optionId,
      count: o.vote_count,
      totalVotes: Number(s.total.get(v.id)),
      leftToday: Math.max(0, v.daily_limit - Number(s.usedToday.get(v.id, memberId, day))),
      leftOnOption: Math.max(0, v.option_daily_limit - Number(s.usedOnOption.get(v.id, memberId, day, optionId))),
    };
  }

  // The whole body is one cipher (`data`), beside the device and the anti-fraud data. Whatever
  // can be refused without decrypting is refused first (no member, a member whose votes were
  // refused too often); every refusal after decrypting counts against the member.
  svc.call(
    'recordVoteCountAndLog',
    (p, req) => {
      const member = memberOf.required(req);
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const refused = [[LIMITS.refusedVotesPerMember, String(member.id)]];
      attempts.check(refused);
      try {
        const plain = p.data ? decrypt(p.data, p.encryptType ?? 'rsa') : null;
        if (!plain) throw new PlatformError('parameters must be encrypted');
        const params = Object.fromEntries(Object.entries(plain).map(([k, val]) => [k, String(val)]));
        const v = voteOf(params);
        const requestId = requireString(params, ['requestId']);
        if (!REQUEST_ID.test(requestId)) throw new PlatformError('requestId is invalid');
        return cast(v, requireInt(params, ['optionId', 'optionID']), member.id, requestId, p.device ?? '');
      } catch (error) {
        if (error instanceof PlatformError) attempts.count(refused);
        throw error;
      }
    },
    { methods: ['POST'] },
  );
  /**
   * Options a real vote names: voteResult "question:option" items (VoteInfo), AMUC's vote_optionid
   * "option,option"; ours have no questions, so the option is the part after the colon.
   * @param {string} raw
   */
  const optionsOf = (raw) =>
    raw
      .split(',')
      .map((item) => toInt(item.split(':').pop()?.trim(), Number.NaN))
      .filter((n) => Number.isFinite(n))
      .slice(0, 20);
  /** Casts each option once, all or none; each a request of its own. @param {VoteRow} v @param {number[]} options @param {number} memberId @param {string} device */
  const castAll = db.transaction((v, options, memberId, device) => {
    if (options.length === 0) throw new PlatformError('option not found');
    for (const optionId of options) cast(v, optionId, memberId, crypto.randomUUID(), device);
  });

  // The gateway's vote (NisApiController.vote, OtherApiManager.vote): a real-dialect call (lib/dialect/calls-members.mjs).
  svc.call('vote', (p, req) => {
    const member = memberOf.required(req);
    castAll(
      voteOf(p),
      optionsOf(p.voteResult ?? p['voteResult[]'] ?? ''),
      member.id,
      (p.userOtherID ?? p.device ?? '').slice(0, 128),
    );
    return { result: 'true', failureInfo: '' };
  });

  // AMUC's vote (VoteWriteAdapter.recordVoteCountAndLog): signed, by a member; errcode 1 counted, 0 refused.
  svc.call('amuc/api/vote/recordVote/recordVoteCountAndLog', (p, req) => {
    const refusal = amucSignRefusal(p, ['info', 'userid', 'vote_mode', 'vote_optionid', 'vote_type', 'voteid']);
    if (refusal) return { code: '1000', result: refusal };
    try {
      const member = memberOf.required(req);
      castAll(voteOf({ voteId: p.voteid ?? '' }), optionsOf(p.vote_optionid ?? ''), member.id, '');
      return { errcode: 1, errmsg: '提交成功' };
    } catch (err) {
      if (!(err instanceof PlatformError)) throw err;
      return { errcode: 0, errmsg: voteRefusalWords(err) };
    }
  });
}
