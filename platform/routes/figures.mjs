/**
 * Public figures (docs/platform-api.md, "Figures and leaders"; migration 016):
 * figureList (every shown figure), getFigureInfo (a figure's profile) and figureArticles (the reports about them, paged). Not in
 * PLATFORM-FACTS: designed in the dialect of getXyInfo and getXyArticlesQuestion.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pageOf, requireInt, toInt } from '../lib/params.mjs';

const ARTICLE_PAGE = 20;

/** @typedef {import('../db/rows.mjs').FigureRow} FigureRow */
/** @typedef {import('../db/rows.mjs').ArticleRow} ArticleRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerFigures(svc, ctx) {
  const { db, urls } = ctx;
  const figure = /** @type {Query<FigureRow>} */ (db.prepare('SELECT * FROM figures WHERE id = ? AND status = 1'));
  const articles = /** @type {Query<ArticleRow>} */ (
    db.prepare(`SELECT a.* FROM articles a JOIN figure_articles f ON f.article_id = a.id
    WHERE f.figure_id = ? AND a.a_status = 1 ORDER BY a.publish_time DESC, a.id DESC LIMIT ? OFFSET ?`)
  );
  const articleCount = /** @type {Query<number>} */ (
    db
      .prepare(
        `SELECT COUNT(*) FROM articles a JOIN figure_articles f ON f.article_id = a.id
    WHERE f.figure_id = ? AND a.a_status = 1`,
      )
      .pluck()
  );

  const shownFigures = /** @type {Query<FigureRow>} */ (
    db.prepare('SELECT * FROM figures WHERE status = 1 ORDER BY id')
  );

  /** A shown figure, or the envelope error (a withdrawn one is not found). @param {Record<string, string>} p */
  function figureOf(p) {
    const row = figure.get(requireInt(p, ['id', 'figureId', 'personId']));
    if (!row) throw new PlatformError('figure not found');
    return row;
  }

  svc.call(
    'getFigureInfo',
    (p) => {
      const f = figureOf(p);
      return {
        id: f.id,
        name: f.name,
        title: f.title,
        region: f.region,
        photo: urls.media(f.photo),
        intro: f.intro,
        articleCount: Number(articleCount.get(f.id)),
      };
    },
    { methods: ['GET'] },
  );

  // Every shown figure: a newsroom follows a few dozen people, not thousands, so one answer holds them all.
  svc.call(
    'figureList',
    () => ({
      list: shownFigures.all().map((f) => ({
        id: f.id,
        name: f.name,
        title: f.title,
        region: f.region,
        photo: urls.media(f.photo),
        articleCount: Number(articleCount.get(f.id)),
      })),
    }),
    { methods: ['GET'] },
  );

  svc.call(
    'figureArticles',
    (p) => {
      const f = figureOf(p);
      const count = Math.min(100, Math.max(1, toInt(p.count, ARTICLE_PAGE)));
      const page = pageOf(p);
      const totalCount = Number(articleCount.get(f.id));
      return {
        list: ctx.items(articles.all(f.id, count, page * count)),
        totalCount,
        hasMore: (page + 1) * count < totalCount,
      };
    },
    { methods: ['GET'] },
  );
}
