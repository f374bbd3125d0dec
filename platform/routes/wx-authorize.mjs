/**
 * A stand-in for weixin's web authorization page (PLATFORM-FACTS.md, "Weixin (WeChat) web
 * authorization"): GET /wx/connect/oauth2/authorize answers, like weixin, with a redirect to
 * redirect_uri?code=CODE&state=STATE. Every reader is the same demo weixin user. The site config
 * points `weixin.authorizeUrl` here; a real site points it at open.weixin.qq.com.
 */
import crypto from 'node:crypto';
import { WX_APPID } from './wx.mjs';

export const DEMO_WX_USER = {
  openid: 'oDemoWeixinReader0000000001',
  unionid: 'uDemoWeixinUnion0000000001',
  nickname: '微信读者',
  headimgurl: '',
};
const CODE_TTL_MS = 5 * 60 * 1000;
const SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{db: import('better-sqlite3').Database}} deps
 */
export default function registerWxAuthorize(app, { db }) {
  const insert = db.prepare(`INSERT INTO wx_codes (code, openid, unionid, nickname, headimgurl, scope, expires_at)
    VALUES (@code, @openid, @unionid, @nickname, @headimgurl, @scope, @expires_at)`);

  app.get('/wx/connect/oauth2/authorize', async (req, reply) => {
    const q = /** @type {Record<string, string | undefined>} */ (req.query);
    let target;
    try {
      target = new URL(q.redirect_uri ?? '');
    } catch {
      target = null;
    }
    // Weixin shows its own error page for these; a plain 400 is our equivalent.
    if (
      q.appid !== WX_APPID ||
      q.response_type !== 'code' ||
      !SCOPES.has(q.scope ?? '') ||
      !target ||
      !/^https?:$/.test(target.protocol)
    ) {
      return reply.code(400).type('text/plain; charset=utf-8').send('invalid authorize request');
    }
    const code = crypto.randomBytes(16).toString('hex');
    insert.run({ code, ...DEMO_WX_USER, scope: q.scope, expires_at: Date.now() + CODE_TTL_MS });
    target.searchParams.set('code', code);
    if (q.state !== undefined) target.searchParams.set('state', q.state);
    return reply.redirect(target.toString(), 302);
  });
}
