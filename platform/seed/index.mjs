/**
 * Seeds an empty database once. A `meta` row marks completion, so restarts keep
 * run-time data (likes, events) and never reseed. Everything is inserted in one
 * transaction: 100 000 articles take seconds instead of minutes, and a crash
 * mid-seed leaves no half-seeded DB behind.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { COLUMNS } from './columns.mjs';
import { fixtureArticles, HOME_DECOR } from './fixtures.mjs';
import { generatedArticle } from './generated.mjs';
import { XY_ACCOUNTS, REPORTERS, TAG_ROWS, MODULE_GROUPS, MODULE_ITEMS, ADS, HOT_WORD_ROWS } from './extras.mjs';
import { columnIconPath } from '../lib/media-names.mjs';
import { paperRows } from './paper.mjs';
import { ensureActivities } from './activities.mjs';
import { ensureAccounts } from './accounts.mjs';
import { ensureComments } from './comments.mjs';
import { ensureFigures } from './figures.mjs';
import { ensureLeaders } from './leaders.mjs';
import { ensurePages } from './pages.mjs';

// Tip-offs, circles and calls for articles need the demo members, which are seeded after this file's seed (app.mjs).
export { ensureCommunity } from './community.mjs';
// Q&A (docs/decisions/0026) names the demo member as an asker, so it comes after them too.
export { ensureQa } from './qa.mjs';
export { ensureDemoFavorites } from './favorites.mjs';

export const SEED_VERSION = '1';

/**
 * @param {import('better-sqlite3').Database} db
 * @param {string} table
 * @param {Record<string, unknown>[]} rows all with the same keys
 */
function insertAll(db, table, rows) {
  const [first] = rows;
  if (!first) return;
  const keys = Object.keys(first);
  const stmt = db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((k) => '@' + k).join(', ')})`);
  for (const r of rows) stmt.run(r);
}

/**
 * Drops the search index's triggers (migration 014) until `restore()` puts them back as they
 * were (their SQL as stored). Inside a transaction: an error leaves the schema untouched.
 * @param {import('better-sqlite3').Database} db
 */
export function withoutSearchTriggers(db) {
  const triggers = /** @type {{name: string, sql: string}[]} */ (
    db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'article_search_%'").all()
  );
  for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
  return { restore: () => triggers.forEach(({ sql }) => db.exec(sql)) };
}

/**
 * The search index from the tables, one row per article, as migration 014 first fills it.
 * @param {import('better-sqlite3').Database} db
 */
export function rebuildSearchIndex(db) {
  db.exec(`DELETE FROM article_search;
    INSERT INTO article_search (rowid, title, summary, body, tags)
    SELECT a.id, a.title, a.summary, COALESCE(strip_html(b.content), ''),
           COALESCE((SELECT group_concat(t.name, ' ') FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = a.id), '')
    FROM articles a LEFT JOIN article_bodies b ON b.article_id = a.id;`);
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {{articleCount: number}} opts total articles, fixtures included (never fewer than the fixtures)
 * @returns {{seeded: boolean, articles: number}}
 */
export function seedDatabase(db, { articleCount }) {
  // Activities and votes seed themselves idempotently, so an older database gets them too.
  ensureActivities(db);
  const result = seedContent(db, { articleCount });
  // Comments (docs/decisions/0018) come after the articles they answer, and into databases seeded before them.
  ensureComments(db);
  // So do media accounts, reporters and their dynamics.
  ensureAccounts(db);
  // Public figures (the reports about them pick from the articles) and regional leaders.
  ensureFigures(db);
  ensureLeaders(db);
  // And the remaining pages' content (docs/platform-api.md, "Pages"), whose hot topics link to fixture articles.
  ensurePages(db);
  return result;
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {{articleCount: number}} opts
 * @returns {{seeded: boolean, articles: number}}
 */
function seedContent(db, { articleCount }) {
  // Any seed version counts: reseeding a populated DB would collide with its rows and
  // wipe nothing; a DB from an older seed is kept until its file is deleted.
  if (getMeta(db, 'seeded') !== null) {
    return {
      seeded: false,
      articles: /** @type {number} */ (db.prepare('SELECT COUNT(*) FROM articles').pluck().get()),
    };
  }
  let total = 0;
  db.transaction(() => {
    insertAll(
      db,
      'columns',
      COLUMNS.map((c) => ({
        id: c.id,
        parent_id: c.parentId,
        name: c.name,
        style: c.style,
        column_type: c.columnType ?? 0,
        description: c.description ?? '',
        icon: c.icon ? columnIconPath(c.id) : '',
        banner: c.banner ?? null,
        link_url: c.linkUrl ?? '',
        keyword: c.keyword ?? c.name,
        order_id: c.id,
        is_forbidden: c.isForbidden ?? 0,
        app_show: c.appShow ?? 1,
        app_fixed: c.appFixed ?? 0,
        top_count: c.topCount ?? 0,
        top_module_title: c.topModuleTitle ?? null,
        lang: c.lang ?? 'zh',
      })),
    );
    insertAll(db, 'xy_accounts', XY_ACCOUNTS);
    insertAll(db, 'reporters', REPORTERS);
    insertAll(db, 'tags', TAG_ROWS);
    insertAll(db, 'module_groups', MODULE_GROUPS);
    insertAll(db, 'module_items', MODULE_ITEMS);
    insertAll(db, 'ads', ADS);
    insertAll(db, 'hot_words', HOT_WORD_ROWS);

    const fixtures = fixtureArticles();
    const [firstFixture] = fixtures;
    if (!firstFixture) throw new Error('the seed has no fixture articles');
    const keys = Object.keys(firstFixture.row);
    const insArticle = db.prepare(
      `INSERT INTO articles (${keys.join(', ')}) VALUES (${keys.map((k) => '@' + k).join(', ')})`,
    );
    const insBody = db.prepare('INSERT INTO article_bodies (article_id, content, images) VALUES (?, ?, ?)');
    const insTag = db.prepare('INSERT OR IGNORE INTO article_tags (article_id, tag_id, ord) VALUES (?, ?, ?)');
    const insReport =
      db.prepare(`INSERT INTO live_reports (live_id, is_top, title, publish_time, user, user_icon, content, attachments)
      VALUES (@live_id, @is_top, @title, @publish_time, @user, @user_icon, @content, @attachments)`);
    /** @param {import('./article-factory.mjs').SeedArticle} a */
    const put = (a) => {
      insArticle.run(a.row);
      insBody.run(a.row.id, a.body.content, JSON.stringify(a.body.images));
      a.tagIds.forEach((t, i) => insTag.run(a.row.id, t, i + 1));
      for (const r of a.reports) insReport.run({ live_id: a.row.id, ...r });
      total++;
    };
    // The search index's triggers (migration 014) rewrite an article's whole index row on its
    // body and on each of its tags: five trigram indexings of the body per article, which made
    // 100 000 articles take minutes (the bench's platform gave up after 180 s). They stand aside
    // for the bulk insert; the index is built once from the tables, as the migration builds it.
    const searchTriggers = withoutSearchTriggers(db);
    fixtures.forEach(put);
    for (let i = 0; total < articleCount; i++) put(generatedArticle(i));
    rebuildSearchIndex(db);
    searchTriggers.restore();

    // Home decorations point at fixtures, so they exist at every seed size.
    for (const [table, ids] of /** @type {const} */ ([
      ['carousel_items', HOME_DECOR.carousel],
      ['top_module_items', HOME_DECOR.topModule],
      ['live_article_items', HOME_DECOR.liveArticles],
    ])) {
      insertAll(
        db,
        table,
        ids.map((id, i) => ({ column_id: 1, article_id: id, ord: i + 1 })),
      );
    }

    // The paper edition's newest issue is the seed day's (platform/seed/paper.mjs).
    const paper = paperRows(Math.floor(Date.now() / 1000));
    insertAll(db, 'papers', paper.papers);
    insertAll(db, 'paper_layouts', paper.layouts);
    insertAll(db, 'paper_articles', paper.articles);

    db.exec(
      `UPDATE columns SET art_count = (SELECT COUNT(*) FROM articles a WHERE a.column_id = columns.id AND a.a_status = 1)`,
    );
    setMeta(db, 'seeded', SEED_VERSION);
    setMeta(db, 'seed_articles', String(total));
  })();
  // The seed transaction lands in the WAL (150 MB at 100k); fold it into the DB file now.
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { seeded: true, articles: total };
}
