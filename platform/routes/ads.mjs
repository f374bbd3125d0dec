/**
 * Ads service, on its own base path (/adv, config xyApi.advUrl) as the real
 * platform runs ads separately. Answers use the same envelope as app_if.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt, toInt, pick } from '../lib/params.mjs';
import { formatPlainTime } from '../lib/time.mjs';

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
    forColumn: adRows('SELECT * FROM ads WHERE type IN (2, 4) AND column_id IN (0, ?) ORDER BY type, position, ad_order, id'),
    exists: /** @type {import('../db/rows.mjs').Query<number>} */ (db.prepare('SELECT id FROM ads WHERE id = ?').pluck()),
    log: db.prepare('INSERT INTO ad_events (adv_id, type, created_at) VALUES (?, ?, ?)'),
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

  // type: 0 shown, 1 clicked.
  svc.call('event', (p) => {
    const advId = requireInt(p, ['advID', 'advId', 'id']);
    if (!s.exists.get(advId)) throw new PlatformError('ad not found');
    s.log.run(advId, toInt(pick(p, 'type', 'eventType'), 0), Math.floor(Date.now() / 1000));
    return { ok: true };
  });
}
