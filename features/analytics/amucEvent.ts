import { createHash } from 'node:crypto';
import { PlatformError } from '@/lib/platform/errors';
import { isRecord } from '@/lib/platform/primitives';

// AMUC's event/event1 (EventAdapter of intergrate-dev/xy6.0-xzw; jiangbm/XFJ_FZ_API
// APP_ScoreManager/Event1.robot and Sha1.py): a behaviour named by its Chinese name, scored by the
// site's rules, the member by id, signed (docs/decisions/0105).

/** The behaviours the touch edition scores, by AMUC's names (the recorded eTypes). */
export const AMUC_EVENT_TYPE = { read: '点击新闻', share: '分享成功' } as const;

/**
 * AMUC's sign: sha1 of the signed parameters as a Java TreeMap prints them, "{eType=…, member=…,
 * time=…}" (keys in order). There is no secret: the sign and the minute's window only keep a stale
 * or garbled request out.
 */
export function amucSign(signed: Readonly<Record<string, string>>): string {
  const text = `{${Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join(', ')}}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** event1's form for a member's behaviour now. */
export function amucEventForm(eType: string, memberId: string, now = Date.now()): Record<string, string> {
  const signed = { eType, member: memberId, time: String(now) };
  return { ...signed, sign: amucSign(signed) };
}

/** AMUC's codes: 1002 the behaviour taken (its rules' results in `result`), 1009 too often; 1004 a rule scored. */
const TAKEN = '1002';
const TOO_OFTEN = '1009';
const SCORED = '1004';

/**
 * event1's answer as our points answer: what the rules scored now (a rule past its count, 1003,
 * scores nothing; so does a behaviour repeated too soon, 1009). AMUC says nothing of the day's or
 * the total points: both read 0, and the pages ask the points page for them. Any other code (a
 * wrong sign, no such member) is AMUC's refusal in its words. A designed answer passes as it is.
 */
export function amucEventPoints(call: string) {
  return (data: unknown): unknown => {
    if (!isRecord(data) || 'totalScore' in data || !('code' in data)) return data;
    const code = String(data.code);
    const results = Array.isArray(data.result) ? data.result.filter(isRecord) : [];
    if (code === TOO_OFTEN || code === TAKEN) {
      const scored = results.filter((rule) => String(rule.code) === SCORED);
      const score = scored.reduce((sum, rule) => sum + Math.max(Number(rule.score) || 0, 0), 0);
      const note = results.map((rule) => String(rule.msg ?? '')).join(' ') || String(data.msg ?? '');
      return { score, reason: String(data.eType ?? ''), note, todayScore: 0, totalScore: 0 };
    }
    const words = typeof data.result === 'string' ? data.result : String(data.msg ?? 'refused');
    throw new PlatformError('status', call, words, -1);
  };
}
