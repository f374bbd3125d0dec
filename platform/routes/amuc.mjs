/**
 * AMUC, the real platform's member centre, as its gateway serves it under app_if/amuc/api/
 * (AMUCController of intergrate-dev/xy-wan-xzw, the adapters under com/founder/amuc/api of
 * intergrate-dev/xy6.0-xzw, the answers jiangbm/XFJ_FZ_API recorded): points, the points list,
 * a member's picture, invite codes, and behaviours scored. Calls of the real dialects only
 * (lib/dialect/calls-amuc.mjs); they answer AMUC's own bodies, refusals included, as AMUC does.
 */
import { PlatformError, NOT_YOURS } from '../lib/envelope.mjs';
import { pick, toInt } from '../lib/params.mjs';
import { formatPlatformTime, localDay } from '../lib/time.mjs';
import { LIMITS, guesserOf } from '../lib/attempts.mjs';
import { amucSignRefusal } from '../lib/dialect/amuc-sign.mjs';
import { Redirect } from '../lib/dialect/transport.mjs';
import { headUrl } from './members.mjs';

/** The recorded answer for an id that is no member (APP_ScoreManager/Score.robot). */
export const NOT_A_MEMBER = '会员信息不存在，请检查参数是否正确';
const PAGE_SIZE = 20;
/** AMUC refuses a behaviour sent again this soon from one address (AMUCController.event1: "行为过于频繁"). */
const REPEAT_MS = 2000;

/**
 * The behaviours that score and their rules. The names, the rule names and the points of the
 * recorded ones are the recorded site's (fixtures/public/event1.json); how often each counts a day
 * is designed here, as nothing public shows a rule's count. `once`: once ever (首次安装注册).
 * @type {Readonly<Record<string, {srname: string, score: number, perDay: number, once?: boolean}>>}
 */
export const AMUC_RULES = {
  安装注册: { srname: '首次安装注册', score: 10, perDay: 1, once: true },
  邀请: { srname: '邀请好友注册', score: 10, perDay: 10 },
  点击新闻: { srname: '阅读文章（含组图）', score: 1, perDay: 10 },
  分享成功: { srname: '分享', score: 1, perDay: 5 },
  提交评论: { srname: '评论新闻', score: 5, perDay: 5 },
  初次快速登录: { srname: '每日登录', score: 2, perDay: 1 },
  播放视频稿件: { srname: '播放音视频（含直播）', score: 1, perDay: 10 },
  关注订阅号: { srname: '订阅', score: 1, perDay: 5 },
  收藏文章: { srname: '收藏', score: 1, perDay: 5 },
};

/** The site's day of a moment, as the rules count days (lib/time.mjs). @param {number} ms */
const dayOf = (ms) => localDay(ms);

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, members: import('../lib/members.mjs').MemberStore,
 *   memberOf: import('../lib/member-of.mjs').MemberOf, urls: import('../lib/urls.mjs').Urls,
 *   attempts: import('../lib/attempts.mjs').AttemptStore}} deps
 */
export default function registerAmuc(svc, { db, members, memberOf, urls, attempts }) {
  const value = (/** @type {string} */ sql) =>
    /** @type {import('../db/rows.mjs').Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    device: /** @type {import('../db/rows.mjs').Query<import('../db/rows.mjs').InviteDeviceRow>} */ (
      db.prepare('SELECT * FROM invite_devices WHERE imei = ?')
    ),
    recordDevice: db.prepare(
      'INSERT INTO invite_devices (imei, member_id, inviter_id, created_at) VALUES (?, ?, ?, ?)',
    ),
    countToday: value('SELECT COUNT(*) FROM amuc_events WHERE member_id = ? AND e_type = ? AND day = ?'),
    countEver: value('SELECT COUNT(*) FROM amuc_events WHERE member_id = ? AND e_type = ?'),
    recordEvent: db.prepare(
      'INSERT INTO amuc_events (member_id, e_type, day, score, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
  };
  /** @type {Map<string, number>} last time a behaviour came from a member and address */
  const lastSeen = new Map();

  /** A member the id names, or undefined (cancelled accounts are nobody here). @param {string | undefined} raw */
  const memberById = (raw) => {
    const id = toInt(raw, Number.NaN);
    const m = Number.isFinite(id) ? members.byId(id) : undefined;
    return m && m.cancelled_at === null ? m : undefined;
  };

  // The member's points: a numeric text, or the words for an id that is no member (Score.robot).
  svc.call('amuc/api/member/score', (p) => {
    const m = memberById(pick(p, 'id'));
    return m ? String(members.scoreTotal(m.id)) : NOT_A_MEMBER;
  });

  // The points list (the CMS's adapter answers an empty text; what a list holds is designed here).
  svc.call('amuc/api/member/scoreList', (p) => {
    const m = memberById(pick(p, 'id'));
    if (!m) return NOT_A_MEMBER;
    const size = Math.min(Math.max(toInt(p.pageSize, PAGE_SIZE), 1), 50);
    const page = Math.max(toInt(p.curPage, 1), 1);
    const list = members
      .scorePage(m.id, size, (page - 1) * size)
      .map((r) => ({ score: r.score, memo: r.reason, time: formatPlatformTime(Math.floor(r.created_at / 1000)) }));
    return { list, curPage: page, pageSize: size, totalCount: members.scoreCount(m.id) };
  });

  // The member's picture: a redirect to it, or {url: "notexist"} for nobody (GetPortrait.robot).
  svc.call(
    'amuc/api/member/getPortrait',
    (p) => {
      const uid = pick(p, 'uid') ?? '';
      const m = memberById(uid);
      if (!m) return { msg: `不存在id为${uid}的会员`, url: 'notexist' };
      // A member without a picture: AMUC names its default picture, which this platform does not have.
      return m.head ? new Redirect(headUrl(m.head, urls)) : { url: 'default.bmp' };
    },
    { methods: ['GET'] },
  );

  // The member's invite code (InviteCodeAdapter.getInviteCode: `code` is the invite code itself).
  svc.call('amuc/api/invitecode/getInviteCode', (p) => {
    const uid = pick(p, 'uid') ?? '';
    const m = memberById(uid);
    if (!m) return { code: '0', msg: `系统中不存在uid:${uid}的会员` };
    return { code: m.invite_code, msg: '系统中存在,获取邀请码成功' };
  });

  // An invite code used on a device by a member: 1003 no such code, 1001 refused, 1002 recorded
  // (InviteCodeAdapter.codeImeiRecord; the refusals' words as CodeImeiRecord.robot records them).
  svc.call('amuc/api/invitecode/codeImeiRecord', (p, req) => {
    const member = memberOf.required(req);
    const imei = (pick(p, 'imei') ?? '').trim().slice(0, 128);
    if (!imei) throw new PlatformError('imei is required');
    /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
    const guesses = [
      [LIMITS.invitePerMember, String(member.id)],
      [LIMITS.invitePerAddress, guesserOf(req, p).address],
    ];
    attempts.check(guesses);
    const inviter = members.byInvite(pick(p, 'code') ?? '');
    if (!inviter) {
      attempts.count(guesses);
      return { code: '1003', msg: '邀请码不存在' };
    }
    if (inviter.id === member.id) return { code: '1001', msg: '会员不能使用自己的邀请码' };
    const earlier = member.invited_by === null ? undefined : members.byId(member.invited_by);
    if (earlier) return { code: '1001', msg: `该会员已被${earlier.nickname}邀请过了` };
    const onDevice = s.device.get(imei);
    if (onDevice)
      return { code: '1001', msg: `该设备已被${members.byId(onDevice.inviter_id)?.nickname ?? ''}邀请过了` };
    return db.transaction(() => {
      const used = members.useInvite(member, inviter.invite_code);
      if (!used.ok) return { code: '1001', msg: used.reason };
      s.recordDevice.run(imei, member.id, inviter.id, Date.now());
      return { code: '1002', member: String(inviter.id), msg: '该设备成功添加邀请码使用记录' };
    })();
  });

  // A behaviour scored (EventAdapter.event1): signed, by a member, once in REPEAT_MS from an address.
  svc.call('amuc/api/event/event1', (p, req) => {
    const eType = pick(p, 'eType') ?? '';
    const memberId = pick(p, 'member') ?? '';
    if (!eType || !memberId) return { code: '1000', msg: '接口调用失败，请查看参数传递是否正确' };
    const refusal = amucSignRefusal(p, ['eType', 'member']);
    if (refusal) return { code: '1000', result: refusal };
    const m = members.byId(toInt(memberId, 0));
    if (!m || m.cancelled_at !== null) return { code: '1011', msg: '用户不存在' };
    if (m.disabled_at !== null) return { code: '1010', msg: '该用户被禁用' };
    // A member token sent beside the form must name the member scored (lib/dialect/form-member.mjs's rule).
    const holder = memberOf.optional(req);
    if (holder && holder.id !== m.id)
      throw new PlatformError('the form names another member than the token', NOT_YOURS);
    const now = Date.now();
    const key = `${m.id}.${eType}.${req.ip ?? ''}`;
    if (now - (lastSeen.get(key) ?? 0) < REPEAT_MS) return { code: '1009', msg: '行为过于频繁' };
    lastSeen.set(key, now);
    if (lastSeen.size > 10_000) lastSeen.clear();
    const answer = {
      eType,
      eStartTime: formatPlatformTime(Math.floor(now / 1000))
        .slice(0, 19)
        .replaceAll('-', '/'),
      code: '1002',
    };
    const rule = AMUC_RULES[eType];
    if (!rule) return { ...answer, result: [] };
    return db.transaction(() => {
      const day = dayOf(now);
      const used = Number(rule.once ? s.countEver.get(m.id, eType) : s.countToday.get(m.id, eType, day));
      if (used >= rule.perDay)
        return {
          ...answer,
          result: [{ msg: '计算积分失败,超出积分规则计分次数', score: -1, code: '1003', srname: rule.srname }],
        };
      s.recordEvent.run(m.id, eType, day, rule.score, now);
      members.addScore(m.id, rule.score, rule.srname, now);
      return { ...answer, result: [{ msg: '计算积分成功', score: rule.score, code: '1004', srname: rule.srname }] };
    })();
  });
}
