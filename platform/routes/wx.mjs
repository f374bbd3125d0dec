/**
 * wx/signature: the documented weixin JS-SDK signature, so wx.config() can be
 * exercised end to end. The ticket is a fixed demo value; a real deployment
 * would fetch it from weixin with the app secret.
 */
import crypto from 'node:crypto';
import { requireString } from '../lib/params.mjs';
import { PlatformError } from '../lib/envelope.mjs';

export const WX_APPID = 'wxdemo0000000001';
export const WX_DEMO_TICKET = 'demo-jsapi-ticket-plateau-20261120';

/**
 * sha1 over the keys in ASCII order, url without its #fragment (weixin JS-SDK appendix 1).
 * @param {{ticket: string, noncestr: string, timestamp: number, url: string}} a
 */
export function wxSignature({ ticket, noncestr, timestamp, url }) {
  const plain = `jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return crypto.createHash('sha1').update(plain).digest('hex');
}

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database}} deps
 */
export default function registerWx(svc, { db }) {
  const takeCode = db.transaction((/** @type {string} */ code) => {
    const find = /** @type {import('../db/rows.mjs').Query<import('../db/rows.mjs').WxCodeRow>} */ (
      db.prepare('SELECT * FROM wx_codes WHERE code = ? AND expires_at > ?')
    );
    const row = find.get(code, Date.now());
    db.prepare('DELETE FROM wx_codes WHERE code = ?').run(code);
    return row;
  });

  // Only the platform holds the app secret, so it trades the authorize code for the profile.
  // Weixin codes are single-use and short-lived; a silent (snsapi_base) code gives the openid only.
  svc.call('wx/getWxUserinfoByCode', (p) => {
    const row = takeCode(requireString(p, ['code']));
    if (!row) throw new PlatformError('invalid code');
    const profile = row.scope === 'snsapi_userinfo';
    return {
      openid: row.openid,
      unionid: row.unionid,
      scope: row.scope,
      nickname: profile ? row.nickname : '',
      headimgurl: profile ? row.headimgurl : '',
    };
  });

  svc.call('wx/signature', (p) => {
    const url = requireString(p, ['url']);
    const timestamp = Math.floor(Date.now() / 1000);
    const noncestr = crypto.randomBytes(8).toString('hex');
    return {
      appid: WX_APPID,
      timestamp,
      noncestr,
      signature: wxSignature({ ticket: WX_DEMO_TICKET, noncestr, timestamp, url }),
    };
  });
}
