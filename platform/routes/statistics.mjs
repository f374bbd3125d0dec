/**
 * Analytics collector on its own base path (/stat), like the real separate
 * statistics host. Answers are bare `{code, msg}` objects, not the app_if envelope.
 */
import { STAT_CREDENTIALS } from './config.mjs';

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */
/** @typedef {import('../db/rows.mjs').StatRecordRow} StatRecordRow */

/** The client URI-encodes header values (Chinese user names); tolerate bad escapes. @param {unknown} v */
function header(v) {
  const s = Array.isArray(v) ? String(v[0]) : v === undefined ? '' : String(v);
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerStatistics(svc, ctx) {
  const { db } = ctx;
  const insert =
    db.prepare(`INSERT INTO stat_records (data_type, article_id, action_time, deviceid, user_uuid, refer, platform,
    share_chanel, tenant_code, app_key, os, h_device_id, h_user_id, received_at)
    VALUES (@dataType, @articleID, @actionTime, @deviceid, @userUuid, @refer, @platform, @shareChanel,
    @tenantCode, @appKey, @os, @deviceId, @userId, @receivedAt)`);
  const byArticle = /** @type {Query<StatRecordRow>} */ (
    db.prepare('SELECT * FROM stat_records WHERE article_id = ? ORDER BY id')
  );
  const latest = /** @type {Query<StatRecordRow>} */ (
    db.prepare('SELECT * FROM stat_records ORDER BY id DESC LIMIT 100')
  );

  svc.call(
    'sendRecord',
    (p, req) => {
      const h = req.headers;
      const tenantCode = header(h.tenantcode);
      const appKey = header(h.appkey);
      if (!tenantCode || !appKey) return { code: -1, msg: 'tenantCode and appKey headers are required' };
      if (tenantCode !== STAT_CREDENTIALS.tenantCode || appKey !== STAT_CREDENTIALS.appKey) {
        return { code: -1, msg: 'unknown tenantCode or appKey' };
      }
      if (!p.dataType) return { code: -1, msg: 'dataType is required' };
      const r = insert.run({
        dataType: p.dataType,
        articleID: p.articleID ?? '',
        actionTime: p.actionTime ?? '',
        deviceid: p.deviceid ?? '',
        userUuid: p.userUuid ?? '',
        refer: p.refer ?? '',
        platform: p.platform ?? '',
        shareChanel: p.shareChanel ?? '',
        tenantCode,
        appKey,
        os: header(h.os),
        deviceId: header(h.deviceid),
        userId: header(h.userid),
        receivedAt: Math.floor(Date.now() / 1000),
      });
      return { code: 0, id: Number(r.lastInsertRowid) };
    },
    { envelope: false },
  );

  // For tests and debugging: what the collector received.
  svc.call(
    'records',
    (p) => {
      const rows = p.articleID ? byArticle.all(p.articleID) : latest.all();
      return {
        code: 0,
        list: rows.map((r) => ({
          id: r.id,
          dataType: r.data_type,
          articleID: r.article_id,
          actionTime: r.action_time,
          deviceid: r.deviceid,
          userUuid: r.user_uuid,
          refer: r.refer,
          platform: r.platform,
          shareChanel: r.share_chanel,
          tenantCode: r.tenant_code,
          appKey: r.app_key,
          os: r.os,
          deviceId: r.h_device_id,
          userId: r.h_user_id,
        })),
      };
    },
    { methods: ['GET'], envelope: false },
  );
}
