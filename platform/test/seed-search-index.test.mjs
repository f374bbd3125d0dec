/**
 * The seed builds the search index once, with the index's triggers set aside for the bulk insert
 * (seed/index.mjs): the index must hold what the triggers would have written, and the triggers
 * must be back, unchanged, for what the platform writes afterwards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase } from '../db/open.mjs';
import { rebuildSearchIndex, seedDatabase, withoutSearchTriggers } from '../seed/index.mjs';

const triggersOf = (/** @type {import('better-sqlite3').Database} */ db) =>
  db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'article_search_%' ORDER BY name",
    )
    .all();
const indexOf = (/** @type {import('better-sqlite3').Database} */ db) =>
  db.prepare('SELECT rowid, title, summary, body, tags FROM article_search ORDER BY rowid').all();

test('the seeded search index is the one the triggers write, row for row, and the triggers are back', () => {
  const fresh = openDatabase(':memory:');
  const before = triggersOf(fresh);
  assert.equal(before.length, 6, 'migration 014 defines six triggers');
  seedDatabase(fresh, { articleCount: 300 });
  assert.deepEqual(triggersOf(fresh), before);

  // The same seed with the triggers doing the work row by row, as before.
  const slow = openDatabase(':memory:');
  seedDatabase(slow, { articleCount: 300 });
  // Rewrite each row through the triggers' path: body then tags, as an insert of each would.
  slow.exec('DELETE FROM article_search');
  slow.exec(
    `INSERT INTO article_search (rowid, title, summary, body, tags) SELECT id, title, summary, '', '' FROM articles`,
  );
  slow.exec(`UPDATE article_search SET body = (SELECT strip_html(content) FROM article_bodies WHERE article_id = article_search.rowid)
    WHERE rowid IN (SELECT article_id FROM article_bodies)`);
  slow.exec(`UPDATE article_search SET tags = (SELECT group_concat(t.name, ' ') FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = article_search.rowid)
    WHERE rowid IN (SELECT article_id FROM article_tags)`);
  assert.deepEqual(indexOf(fresh), indexOf(slow));
  assert.equal(indexOf(fresh).length, 300);
});

test('after the seed, the triggers index what the platform writes', () => {
  const db = openDatabase(':memory:');
  seedDatabase(db, { articleCount: 60 });
  db.prepare("UPDATE articles SET title = '纳木错开湖仪式今日举行' WHERE id = 1000").run();
  const hit = db.prepare("SELECT rowid FROM article_search WHERE article_search MATCH '开湖仪式'").pluck().all();
  assert.deepEqual(hit, [1000]);
});

test('the triggers set aside are put back even when the rebuild is what the caller runs next', () => {
  const db = openDatabase(':memory:');
  const before = triggersOf(db);
  const set = withoutSearchTriggers(db);
  assert.equal(triggersOf(db).length, 0);
  rebuildSearchIndex(db);
  set.restore();
  assert.deepEqual(triggersOf(db), before);
});
