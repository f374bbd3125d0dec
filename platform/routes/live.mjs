/**
 * Live broadcasts: liveComing (upcoming and on-air), liveView (a live's main record and its
 * reports) and getLiveArticles (a column's lives as list items). Lives are articles of type 6;
 * their reports live apart.
 */
import { NotFound } from '../lib/envelope.mjs';
import { requireInt, pageOf, toInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';
import { PAGE_SIZE } from '../data/articles.mjs';

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerLive(svc, ctx) {
  const { db, articles, present, urls, lives } = ctx;
  // On-air first, then previews by start time; 20 is plenty for a "coming" strip.
  const coming = /** @type {Query<import('../db/rows.mjs').ArticleRow>} */ (
    db.prepare(`SELECT * FROM articles
    WHERE article_type = 6 AND a_status = 1 AND live_status IN (0, 1)
    ORDER BY live_status DESC, live_start_time DESC, id LIMIT 20`)
  );
  const reports = /** @type {Query<import('../db/rows.mjs').LiveReportRow>} */ (
    db.prepare(
      'SELECT * FROM live_reports WHERE live_id = ? ORDER BY is_top DESC, publish_time DESC, id DESC LIMIT ? OFFSET ?',
    )
  );
  const reportCount = /** @type {Query<number>} */ (
    db.prepare('SELECT COUNT(*) FROM live_reports WHERE live_id = ?').pluck()
  );
  const columnLives = /** @type {Query<import('../db/rows.mjs').ArticleRow>} */ (
    db.prepare(`SELECT * FROM articles
    WHERE column_id = ? AND article_type = 6 AND a_status = 1 ORDER BY is_top DESC, publish_time DESC, id DESC LIMIT ? OFFSET ?`)
  );

  svc.call('liveComing', () => ({
    list: coming.all().map((r) => ({
      fileId: r.id,
      title: r.title,
      startTime: formatPlatformTime(r.live_start_time),
      type: 0, // 0 video live (the only kind seeded); 1 would be text-and-picture live
      appBannerUrl: urls.picture(r.pic, 'big'),
      liveStatus: r.live_status,
    })),
  }));

  svc.call('liveView', (p) => {
    const row = articles.byId(requireInt(p, ['id', 'fileId', 'articleId']));
    if (!row || row.article_type !== 6) throw new NotFound('live not found');
    const body = articles.body(row.id);
    const page = pageOf(p);
    const rows = reports.all(row.id, PAGE_SIZE + 1, page * PAGE_SIZE);
    return {
      main: {
        fileId: row.id,
        title: row.title,
        startTime: formatPlatformTime(row.live_start_time),
        endTime: formatPlatformTime(row.live_end_time),
        status: row.live_status,
        // 1 published; anything else is the editors' draft, shown in preview mode (as getArticleContent's aStatus).
        aStatus: row.a_status,
        countDiscuss: row.count_discuss,
        countPraise: row.count_praise,
        content: body ? body.content : '',
        discussClosed: row.discuss_closed,
        shareClosed: row.share_closed,
        picBig: urls.picture(row.pic, 'big'),
        shareUrl: present.shareUrl(row),
        // The real platform sends config as JSON text here (not an object, unlike lists).
        config: JSON.stringify(present.item(row, []).config),
      },
      list: rows.slice(0, PAGE_SIZE).map(lives.presentReport),
      totalCount: Number(reportCount.get(row.id)),
      hasMore: rows.length > PAGE_SIZE,
      countClick: row.count_click,
    };
  });

  // A column's lives as list items, newest first (the recorded site's live list: jiangbm/XFJ_FZ_API
  // App_Live/LiveCommon.robot, "getLiveArticles"). A column that is not there lists none.
  svc.call(
    'getLiveArticles',
    (p) => {
      const columnId = requireInt(p, ['columnId', 'columnID', 'colID']);
      if (!ctx.columns.has(columnId)) throw new NotFound('column not found');
      const page = Math.max(0, toInt(p.page, 0));
      const rows = columnLives.all(columnId, PAGE_SIZE + 1, page * PAGE_SIZE);
      return { list: ctx.items(rows.slice(0, PAGE_SIZE)), hasMore: rows.length > PAGE_SIZE };
    },
    { methods: ['GET'] },
  );
}
