/**
 * Ads service, on its own base path (/adv, config xyApi.advUrl) as the real
 * platform runs ads separately. Answers use the same envelope as app_if.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt, toInt, pick } from '../lib/params.mjs';
import { formatPlainTime, localDay } from '../lib/time.mjs';
import { createLikeLimits, COUNT_LIMITS } from '../lib/like-limits.mjs';

export const AD_TYPE = { SPLASH: 1, IN_LIST: 2, ARTICLE: 3, COLUMN_BANNER: 4 };

/** @typedef {import('../db/rows.mjs').AdRow} AdRow */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerAds(svc, ctx) {
  const { db, present } = ctx;
  const adRows = (/** @type {string} */ sql) => /** @type {import('../db/rows.mjs').Query<AdRow>} */ (db.prepare(sql));
  const s = {
    byType: adRows('SELECT * FROM ads WHERE type = ? ORDER BY ad_order, id'),
    forArticle: adRows('SELECT * FROM ads WHERE type = 3 ORDER BY ad_order, id'),
    forColumn: adRows(
      'SELECT * FROM ads WHERE type IN (2, 4) AND column_id IN (0, ?) ORDER BY type, position, ad_order, id',
    ),
    exists: /** @type {import('../db/rows.mjs').Query<number>} */ (
      db.prepare('SELECT id FROM ads WHERE id = ?').pluck()
    ),
    log: db.prepare('INSERT INTO ad_events (adv_id, type, created_at) VALUES (?, ?, ?)'),
    seen: db.prepare(
      'INSERT OR IGNORE INTO ad_counted (day, adv_id, type, counter, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
  };
  // Days before yesterday are remembered by nobody (yesterday's rows keep a late-night reader's day).
  db.prepare('DELETE FROM ad_counted WHERE day < ?').run(localDay(Date.now() - 24 * 3600_000));
  // How many ads one device, or invented devices from one address, may report a minute (as clicks and shares).
  const limits = createLikeLimits({ limits: COUNT_LIMITS });
  /** Logs one event, once per counter, ad, type and day (in one statement: two quick sends cannot both count). */
  const countOnce = (/** @type {number} */ advId, /** @type {number} */ type, /** @type {string} */ counter) => {
    if (s.seen.run(localDay(Date.now()), advId, type, counter, Date.now()).changes === 0) return false;
    s.log.run(advId, type, Math.floor(Date.now() / 1000));
    return true;
  };
  /** @param {AdRow[]} rows */
  const list = (rows) => ({ list: rows.map((a) => present.ad(a, formatPlainTime)) });

  svc.call('getAdv', (p) => list(s.byType.all(toInt(p.type, AD_TYPE.SPLASH))));

  svc.call('getArticleAds', (p) => {
    const article = ctx.articles.byId(requireInt(p, ['articleId', 'articleID', 'id']));
    if (!article) throw new PlatformError('article not found');
    // advClosed articles carry no ads; answering an empty list keeps clients simple.
    return list(article.adv_closed ? [] : s.forArticle.all());
  });

  svc.call('getColAdvs', (p) => {
    const columnId = requireInt(p, ['columnId', 'columnID', 'colID']);
    if (!ctx.columns.has(columnId)) throw new PlatformError('column not found');
    return list(s.forColumn.all(columnId));
  });

  // type: 0 shown, 1 clicked. Counted as reads are (routes/events.mjs): per device (or member) and
  // day, so a script without a device, or one device a thousand times, counts once at most.
  svc.call('event', (p, req) => {
    const advId = requireInt(p, ['advID', 'advId', 'id']);
    const type = toInt(pick(p, 'type', 'eventType'), 0);
    if (type !== 0 && type !== 1) throw new PlatformError('unsupported event type');
    const device = String(pick(p, 'device', 'deviceId', 'devid') ?? '').slice(0, 128);
    const userId = String(pick(p, 'userID', 'userId', 'uid') ?? '').slice(0, 32);
    const counter = device ? `d:${device}` : userId && userId !== '0' ? `u:${userId}` : '';
    if (!counter) throw new PlatformError('device or userID is required');
    if (!s.exists.get(advId)) throw new PlatformError('ad not found');
    limits.take({ actor: counter, address: req.ip ?? '' });
    return { ok: true, counted: countOnce(advId, type, counter) };
  });
}
