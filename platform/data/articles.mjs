/**
 * Article queries. Prepared once per database; every list is ordered the way a
 * column shows it: pinned first, then newest first, id breaking ties.
 */

const ORDER = 'ORDER BY is_top DESC, publish_time DESC, id DESC';
export const PAGE_SIZE = 20;
/** How many of the newest articles articleHot and recommendList rank. */
const RANKED_WINDOW = 200;

/** @typedef {import('../db/rows.mjs').ArticleRow} ArticleRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/** @param {import('better-sqlite3').Database} db */
export function createArticleStore(db) {
  // The driver types rows unknown; each statement says what it yields.
  const articleRows = (/** @type {string} */ sql) => /** @type {Query<ArticleRow>} */ (db.prepare(sql));
  const counter = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    byId: articleRows('SELECT * FROM articles WHERE id = ?'),
    body: /** @type {Query<import('../db/rows.mjs').ArticleBodyRow>} */ (
      db.prepare('SELECT content, images, videos FROM article_bodies WHERE article_id = ?')
    ),
    page: articleRows(`SELECT * FROM articles WHERE column_id = ? AND a_status = 1 ${ORDER} LIMIT ? OFFSET ?`),
    count: counter('SELECT COUNT(*) FROM articles WHERE column_id = ? AND a_status = 1'),
    pageTyped: articleRows(
      `SELECT * FROM articles WHERE column_id = ? AND a_status = 1 AND article_type = ? ${ORDER} LIMIT ? OFFSET ?`,
    ),
    countTyped: counter('SELECT COUNT(*) FROM articles WHERE column_id = ? AND a_status = 1 AND article_type = ?'),
    // Rank of an article inside its column's order, for lastFileId cursors.
    rank: counter(`SELECT COUNT(*) FROM articles WHERE column_id = @column AND a_status = 1 AND (is_top > @top
      OR (is_top = @top AND (publish_time > @time OR (publish_time = @time AND id > @id))))`),
    // Related reading (docs/decisions/0025; it used to be the column's newest, not related): articles sharing the
    // most tags with this one, the nearest in time first among equals, in the same language (a tag
    // such as a place is shared by the English column's stories: they are not a Chinese reader's
    // further reading)...
    relatedByTags: articleRows(`SELECT a.* FROM article_tags mine
      JOIN articles me ON me.id = mine.article_id
      JOIN article_tags other ON other.tag_id = mine.tag_id AND other.article_id <> mine.article_id
      JOIN articles a ON a.id = other.article_id AND a.lang = me.lang
      WHERE mine.article_id = ? AND a.a_status = 1 AND a.article_type <> 6
      GROUP BY a.id ORDER BY COUNT(*) DESC, abs(a.publish_time - ?), a.id LIMIT ?`),
    // ...topped up by the same subject's column, nearest in time, when few share a tag.
    relatedInColumn: articleRows(`SELECT * FROM articles WHERE column_id = ? AND id <> ? AND a_status = 1
      ORDER BY abs(publish_time - ?), id LIMIT ?`),
    decor: {
      carousel: articleRows(
        'SELECT a.* FROM carousel_items d JOIN articles a ON a.id = d.article_id WHERE d.column_id = ? AND a.a_status = 1 ORDER BY d.ord',
      ),
      topModule: articleRows(
        'SELECT a.* FROM top_module_items d JOIN articles a ON a.id = d.article_id WHERE d.column_id = ? AND a.a_status = 1 ORDER BY d.ord',
      ),
      liveArticles: articleRows(
        'SELECT a.* FROM live_article_items d JOIN articles a ON a.id = d.article_id WHERE d.column_id = ? AND a.a_status = 1 ORDER BY d.ord',
      ),
    },
    byTag: articleRows(`SELECT a.* FROM article_tags t JOIN articles a ON a.id = t.article_id
      WHERE t.tag_id = ? AND a.a_status = 1 ORDER BY a.publish_time DESC, a.id DESC LIMIT ? OFFSET ?`),
    countByTag: counter(
      'SELECT COUNT(*) FROM article_tags t JOIN articles a ON a.id = t.article_id WHERE t.tag_id = ? AND a.a_status = 1',
    ),
    tag: /** @type {Query<import('../db/rows.mjs').TagRow>} */ (db.prepare('SELECT id, name FROM tags WHERE id = ?')),
    counts: /** @type {Query<import('../db/rows.mjs').ArticleCountsRow>} */ (
      db.prepare('SELECT count_click, count_discuss, count_praise, count_share FROM articles WHERE id = ?')
    ),
    total: counter('SELECT COUNT(*) FROM articles'),
    // articleHot and recommendList rank the site's newest published articles (live rooms aside),
    // so what they name is recent: the most read (hot) and the most liked and shared (recommended).
    hot: articleRows(`SELECT * FROM (SELECT * FROM articles WHERE a_status = 1 AND article_type <> 6 ORDER BY publish_time DESC, id DESC LIMIT ${RANKED_WINDOW})
      ORDER BY count_click DESC, publish_time DESC, id DESC LIMIT ?`),
    // The most read of a period (docs/product.md §7, most read): the articles published in the `?` seconds up to
    // the site's newest publication, not up to the wall clock, so a site that has not published yet today (night,
    // a holiday, the seeded demo) still ranks its latest day and week instead of showing nothing.
    hotSince: articleRows(`SELECT * FROM articles WHERE a_status = 1 AND article_type <> 6
      AND publish_time > (SELECT MAX(publish_time) FROM articles WHERE a_status = 1) - ?
      ORDER BY count_click DESC, publish_time DESC, id DESC LIMIT ?`),
    recommended:
      articleRows(`SELECT * FROM (SELECT * FROM articles WHERE a_status = 1 AND article_type <> 6 ORDER BY publish_time DESC, id DESC LIMIT ${RANKED_WINDOW})
      WHERE id <> ? ORDER BY count_praise + 2 * count_share DESC, publish_time DESC, id DESC LIMIT ?`),
    edit: db.prepare(
      'UPDATE articles SET title = COALESCE(@title, title), summary = COALESCE(@summary, summary) WHERE id = @id',
    ),
  };

  /**
   * Tags for many articles in one query (a page has 20 items; 20 queries would also do,
   * but this keeps 100k-row search pages flat).
   * @param {number[]} ids
   * @returns {Map<number, {id:number, name:string, order:number}[]>}
   */
  function tagsFor(ids) {
    /** @type {Map<number, {id:number, name:string, order:number}[]>} */
    const map = new Map();
    if (!ids.length) return map;
    const rows = /** @type {{article_id:number, id:number, name:string, ord:number}[]} */ (
      db
        .prepare(
          `SELECT at.article_id, t.id, t.name, at.ord FROM article_tags at JOIN tags t ON t.id = at.tag_id
       WHERE at.article_id IN (${ids.map(() => '?').join(',')}) ORDER BY at.article_id, at.ord`,
        )
        .all(...ids)
    );
    for (const r of rows) {
      if (!map.has(r.article_id)) map.set(r.article_id, []);
      map.get(r.article_id)?.push({ id: r.id, name: r.name, order: r.ord });
    }
    return map;
  }

  return {
    tagsFor,
    /** @param {number} id @returns {ArticleRow | undefined} */
    byId: (id) => s.byId.get(id),
    /** @param {number} id */
    body: (id) => s.body.get(id),
    /**
     * One page of a column, by page number or by cursor (lastFileId wins when it is in the list).
     * @param {{columnId:number, page:number, lastFileId:number, type:number|null}} q
     * @returns {{rows: ArticleRow[], totalCount: number, hasMore: boolean, offset: number}}
     */
    columnPage(q) {
      let offset = q.page * PAGE_SIZE;
      if (q.lastFileId > 0 && q.type === null) {
        const last = s.byId.get(q.lastFileId);
        if (last && last.column_id === q.columnId && last.a_status === 1) {
          offset =
            Number(s.rank.get({ column: q.columnId, top: last.is_top, time: last.publish_time, id: last.id })) + 1;
        }
      }
      const rows =
        q.type === null
          ? s.page.all(q.columnId, PAGE_SIZE + 1, offset)
          : s.pageTyped.all(q.columnId, q.type, PAGE_SIZE + 1, offset);
      const totalCount = q.type === null ? s.count.get(q.columnId) : s.countTyped.get(q.columnId, q.type);
      return {
        rows: rows.slice(0, PAGE_SIZE),
        totalCount: Number(totalCount),
        hasMore: rows.length > PAGE_SIZE,
        offset,
      };
    },
    /** @param {'carousel'|'topModule'|'liveArticles'} kind @param {number} columnId */
    decor: (kind, columnId) => s.decor[kind].all(columnId),
    /** @param {number} limit */
    hot: (limit) => s.hot.all(limit),
    /** @param {number} seconds @param {number} limit */
    hotSince: (seconds, limit) => s.hotSince.all(seconds, limit),
    /** @param {number} exceptId @param {number} limit */
    recommended: (exceptId, limit) => s.recommended.all(exceptId, limit),
    /** @param {ArticleRow} row @param {number} [limit] */
    related: (row, limit = 6) => {
      const byTags = s.relatedByTags.all(row.id, row.publish_time, limit);
      const seen = new Set(byTags.map((r) => r.id));
      const fill = s.relatedInColumn.all(row.column_id, row.id, row.publish_time, limit).filter((r) => !seen.has(r.id));
      return [...byTags, ...fill].slice(0, limit);
    },
    /** @param {number} tagId */
    tag: (tagId) => s.tag.get(tagId),
    /** @param {number} tagId @param {number} page */
    tagPage(tagId, page) {
      const rows = s.byTag.all(tagId, PAGE_SIZE + 1, page * PAGE_SIZE);
      return {
        rows: rows.slice(0, PAGE_SIZE),
        totalCount: Number(s.countByTag.get(tagId)),
        hasMore: rows.length > PAGE_SIZE,
      };
    },
    /** @param {number} id */
    counts: (id) => s.counts.get(id),
    total: () => Number(s.total.get()),
    /**
     * An editor's correction of an article's title or summary (routes/article-editor.mjs).
     * @param {number} id @param {{title?: string | null, summary?: string | null}} fields
     * @returns {boolean} whether the article exists
     */
    edit: (id, fields) => s.edit.run({ id, title: fields.title ?? null, summary: fields.summary ?? null }).changes > 0,
  };
}

/** @typedef {ReturnType<typeof createArticleStore>} ArticleStore */
