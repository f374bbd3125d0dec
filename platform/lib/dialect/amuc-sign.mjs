/**
 * The sign AMUC checks on the calls that award points or count votes (EventAdapter.checkRequest and
 * VoteWriteAdapter.checkRequest of intergrate-dev/xy6.0-xzw; the suite's APP_ScoreManager/Sha1.py of
 * jiangbm/XFJ_FZ_API): sha1 of the signed parameters as a Java TreeMap prints them,
 * "{eType=…, member=…, time=…}" (keys in order, ", " between), and `time` (milliseconds) within a
 * minute of the platform's clock. There is no secret: the sign only keeps a stale or garbled request out.
 */
import crypto from 'node:crypto';

export const AMUC_TIME_WINDOW_MS = 60 * 1000;
/** AMUC's words for the two refusals. */
export const AMUC_SIGN_REFUSAL = { stale: '非法请求，超时!', wrong: '非法请求，签名错误！' };

/** @param {Record<string, string>} signed */
export function amucSign(signed) {
  const text = `{${Object.keys(signed)
    .sort()
    .map((k) => `${k}=${signed[k]}`)
    .join(', ')}}`;
  return crypto.createHash('sha1').update(text, 'utf8').digest('hex');
}

/**
 * Null when the request's sign holds, else AMUC's refusal text.
 * @param {Record<string, string>} p the request's parameters @param {string[]} names the signed ones besides time
 * @param {number} [now]
 */
export function amucSignRefusal(p, names, now = Date.now()) {
  const time = p.time ?? '';
  if (!/^\d{1,15}$/.test(time) || Math.abs(now - Number(time)) > AMUC_TIME_WINDOW_MS) return AMUC_SIGN_REFUSAL.stale;
  const signed = Object.fromEntries([...names, 'time'].map((n) => [n, p[n] ?? '']));
  const sign = String(p.sign ?? '').toLowerCase();
  const expected = amucSign(signed);
  return sign.length === expected.length && crypto.timingSafeEqual(Buffer.from(sign), Buffer.from(expected))
    ? null
    : AMUC_SIGN_REFUSAL.wrong;
}
