/**
 * Everything a route needs, built once per platform instance: the DB, its stores,
 * small tables cached in memory (columns, accounts and reporters never change at
 * run time), the presenter, and the options.
 */
import { createArticleStore } from './articles.mjs';
import { createPresenter } from './present.mjs';
import { createLiveStore } from './lives.mjs';
import { createUrls } from '../lib/urls.mjs';

/** @typedef {import('../db/rows.mjs').ColumnTreeRow} ColumnTreeRow */
/** @typedef {import('../db/rows.mjs').XyAccountRow} XyAccountRow */
/** @typedef {import('../db/rows.mjs').ReporterRow} ReporterRow */

/**
 * @param {import('better-sqlite3').Database} db
 * @param {import('../options.mjs').PlatformOptions} options
 */
export function createContext(db, options) {
  const urls = createUrls(options.publicUrl);
  const columnRows = /** @type {ColumnTreeRow[]} */ (
    db
      .prepare(
        `SELECT c.*, EXISTS (SELECT 1 FROM columns k WHERE k.parent_id = c.id) AS has_children
     FROM columns c ORDER BY c.parent_id, c.order_id`,
      )
      .all()
  );
  const columns = new Map(columnRows.map((c) => [c.id, c]));
  const xyRows = /** @type {XyAccountRow[]} */ (db.prepare('SELECT * FROM xy_accounts').all());
  const xy = new Map(xyRows.map((a) => [a.id, a]));
  const reporterRows = /** @type {ReporterRow[]} */ (db.prepare('SELECT * FROM reporters').all());
  const reporters = new Map(reporterRows.map((a) => [a.id, a]));
  const articles = createArticleStore(db);
  const present = createPresenter({ urls, shareBase: options.shareBase, columns, xy, reporters });
  const lives = createLiveStore(db, { urls, present });

  return {
    db,
    options,
    urls,
    columns,
    columnRows,
    xy,
    articles,
    present,
    lives,
    /**
     * List items with their tags, in row order.
     * @param {import('../db/rows.mjs').ArticleRow[]} rows
     */
    items(rows) {
      const tags = articles.tagsFor(rows.map((r) => r.id));
      return rows.map((r) => present.item(r, tags.get(r.id) ?? []));
    },
    /** Children of a column, menu order. @param {number} id */
    childrenOf: (id) => columnRows.filter((c) => c.parent_id === id).sort((a, b) => a.order_id - b.order_id),
  };
}

/** @typedef {ReturnType<typeof createContext>} PlatformContext */
