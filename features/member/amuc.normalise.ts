import { PlatformError } from '@/lib/platform/errors';
import { isRecord } from '@/lib/platform/primitives';

// AMUC, the real platform's member centre under the gateway (app_if/amuc/api/…; AMUCController of
// intergrate-dev/xy-wan-xzw, the adapters of intergrate-dev/xy6.0-xzw): its answers for a member's
// points and invite code as the designed calls' answers (docs/decisions/0096). Each passes a
// designed answer through as it is.

/** Points as AMUC's member/score answers them: the total as numeric text (the recorded "325"), or its words for nobody. */
const POINTS = /^\s*-?\d+\s*$/;

/**
 * member/score for myDayScoreSts: the total alone (the 2020 platform's "325", the gateway's 325);
 * the days of the week have no public call, so the week is empty. Any other text is AMUC's
 * refusal ("会员信息不存在，请检查参数是否正确", recorded).
 */
export function amucScore(call: string) {
  return (data: unknown): unknown => {
    if (typeof data === 'number') return { totalScore: data, todayScore: 0, list: [] };
    if (typeof data !== 'string') return data;
    if (POINTS.test(data)) return { totalScore: Number(data), todayScore: 0, list: [] };
    throw new PlatformError('status', call, data.trim() || 'refused', -1);
  };
}

/** AMUC's time text (`yyyy-MM-dd HH:mm:ss`, the site's zone, +08:00) as epoch ms; 0 when it is none. */
function timeOf(text: unknown): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(String(text ?? '').trim());
  if (!match) return 0;
  const [, y, mo, d, h, mi, s = '00'] = match;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
}

/**
 * AMUC's rule names (srname: the reference platform's rules after the CMS's defaults) as our
 * reason codes, which the page words in the reader's language; another rule reads as "other".
 */
const REASON_OF_RULE: Readonly<Record<string, string>> = {
  首次安装注册: 'signup',
  邀请好友注册: 'invite',
  '阅读文章（含组图）': 'read',
  分享: 'share',
  评论新闻: 'comment',
  每日登录: 'signin',
};

/**
 * member/scoreList for myScoreList: `{list: [{score, memo, time}], curPage (from 1), pageSize,
 * totalCount}` as the designed page. AMUC names no entry id and no reason code: the entry's place
 * is its id, its memo (the rule's name) its reason.
 */
export function amucScoreList(call: string) {
  return (data: unknown): unknown => {
    if (typeof data === 'string') throw new PlatformError('status', call, data.trim() || 'refused', -1);
    if (!isRecord(data) || !Array.isArray(data.list) || !('curPage' in data)) return data;
    const page = Math.max(Number(data.curPage) || 1, 1);
    const size = Math.max(Number(data.pageSize) || data.list.length, 1);
    const total = Number(data.totalCount) || 0;
    return {
      list: data.list.filter(isRecord).map((entry, index) => ({
        id: (page - 1) * size + index + 1,
        score: entry.score,
        reason: REASON_OF_RULE[String(entry.memo ?? '').trim()] ?? String(entry.memo ?? ''),
        created: timeOf(entry.time),
      })),
      totalCount: total,
      hasMore: page * size < total,
    };
  };
}

/**
 * invitecode/getInviteCode: `{code, msg}` where `code` is the member's invite code, or "0" with
 * AMUC's words for nobody (the recorded answers of ceshi107007/XFJ and jiangbm/XFJ_FZ_API). How
 * many used it, and whether the member used one, AMUC does not say here: 0 and no.
 */
export function amucInviteCode(call: string) {
  return (data: unknown): unknown => {
    if (!isRecord(data) || 'invitedCount' in data || !('msg' in data)) return data;
    const code = String(data.code ?? '').trim();
    if (code === '' || code === '0') throw new PlatformError('status', call, String(data.msg || 'refused'), -1);
    return { code, invitedCount: 0, invited: false };
  };
}

/** AMUC's codeImeiRecord codes (InviteCodeAdapter of intergrate-dev/xy6.0-xzw): 1002 recorded; 1001 refused, 1003 no such code. */
const INVITE_RECORDED = '1002';

/**
 * invitecode/codeImeiRecord for useInviteCode: `{code: "1002", member: <the inviter's id>, msg}`
 * when the use is recorded (ceshi107007/XFJ output.xml, recorded), else `{code: "1001"|"1003", msg}`
 * with AMUC's words, a refusal the form words in the reader's language (lib/auth/loginErrors.ts).
 * AMUC names the inviter by id alone: the nickname is not said ('').
 */
export function amucInviteUse(call: string) {
  return (data: unknown): unknown => {
    if (!isRecord(data) || isRecord(data.member) || !('msg' in data)) return data;
    const code = String(data.code ?? '').trim();
    if (code !== INVITE_RECORDED) throw new PlatformError('status', call, String(data.msg || 'refused').trim(), -1);
    return { code, msg: data.msg, member: { uid: Number(data.member) || 0, nickname: '' } };
  };
}
