/**
 * The seed: deterministic, prefix-stable, complete, and written only once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { makePlatform, dispose, call, tempDir, postEncrypted, tokenFor, request } from './helpers.mjs';
import { openDatabase } from '../db/open.mjs';
import { seedDatabase } from '../seed/index.mjs';
import { FIXTURE_IDS } from '../seed/fixtures.mjs';
import { migrate, listMigrations } from '../db/migrate.mjs';

/** Seeds a bare DB (no server, no images) and returns it. @param {number} n */
function seeded(n) {
  const db = openDatabase(':memory:');
  seedDatabase(db, { articleCount: n });
  return db;
}
const titles = (/** @type {import('better-sqlite3').Database} */ db) =>
  db.prepare('SELECT id, title, column_id, publish_time FROM articles ORDER BY id').all();

test('two seeds produce identical content', () => {
  const a = titles(seeded(150));
  const b = titles(seeded(150));
  assert.equal(a.length, 150);
  assert.deepEqual(a, b);
});

test('a small seed is an exact prefix of a larger one', () => {
  const small = titles(seeded(120));
  const large = titles(seeded(400));
  assert.deepEqual(large.slice(0, 120), small);
});

test('default size is 800 and fixtures are present even in a tiny seed', () => {
  assert.equal(titles(seeded(800)).length, 800);
  const tiny = seeded(5); // fewer than the fixtures: all fixtures still land
  const ids = tiny.prepare('SELECT id FROM articles').pluck().all();
  for (const id of Object.values(FIXTURE_IDS)) assert.ok(ids.includes(id), `fixture ${id}`);
});

test('every article type and every live state exists', () => {
  const db = seeded(120);
  const types = db.prepare('SELECT DISTINCT article_type FROM articles ORDER BY 1').pluck().all();
  assert.deepEqual(types, [0, 1, 2, 3, 4, 6, 12]);
  const states = db
    .prepare("SELECT DISTINCT live_status || '/' || has_playback FROM articles WHERE article_type = 6 ORDER BY 1")
    .pluck()
    .all();
  for (const s of ['0/0', '1/0', '2/0', '2/1']) assert.ok(states.includes(s), `live state ${s}`);
  const styles = db.prepare('SELECT DISTINCT style FROM columns').pluck().all().sort();
  assert.deepEqual(styles, ['bigPic', 'image', 'link', 'live', 'news', 'service', 'special', 'threePics', 'video']);
  // Every column that should hold articles holds some, even at 120.
  const empty = db
    .prepare(
      `SELECT c.id FROM columns c WHERE c.style IN ('news','bigPic','threePics','video','image','live')
    AND c.is_forbidden = 0 AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.column_id = c.id)`,
    )
    .pluck()
    .all();
  assert.deepEqual(empty, []);
});

test('migrations are recorded and not re-applied', () => {
  const db = new Database(':memory:');
  const first = migrate(db);
  assert.deepEqual(
    first,
    listMigrations().map((m) => m.version),
  );
  assert.deepEqual(migrate(db), []);
  assert.equal(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get(), first.length);
});

test('two migration files with one number are refused, not silently skipped', () => {
  const dir = tempDir();
  for (const name of ['001_a.sql', '002_b.sql', '002_c.sql']) fs.writeFileSync(path.join(dir, name), 'SELECT 1;');
  assert.throws(() => listMigrations(dir), /two migrations numbered 2/);
  assert.deepEqual(
    listMigrations().map((m) => m.version),
    [...new Set(listMigrations().map((m) => m.version))],
  );
});

test('a second start keeps data and does not reseed', async () => {
  const dir = tempDir();
  const one = await makePlatform({ dir });
  assert.equal(one.startup.seeded, true);
  assert.equal(one.startup.imagesGenerated, true);
  const liked = (await postEncrypted(one.app, 'event', { id: FIXTURE_IDS.news, eventType: 1, device: 'dev-persist' }))
    .body.data;
  assert.equal(liked.liked, true);
  const key = (await call(one.app, 'getConfig', { appID: 1 })).encryptKey4;
  const authinfo = await call(one.app, 'authinfo');
  const token = await tokenFor(one.app);
  await one.app.close();

  // A different seed size on restart must be ignored: the DB is already seeded.
  const two = await makePlatform({ dir, seedArticles: 300 });
  assert.equal(two.startup.seeded, false);
  assert.equal(two.startup.imagesGenerated, false);
  assert.equal(
    two.startup.articles,
    123,
    "120 seeded, the live desk's broadcast and the reminders' (seed/live.mjs), the real-form article (seed/real-form.mjs)",
  );
  const counts = await call(two.app, 'getArticleCounts', { articleId: FIXTURE_IDS.news });
  assert.equal(counts.countPraise, liked.countPraise);
  assert.equal((await call(two.app, 'getConfig', { appID: 1 })).encryptKey4, key, 'site key persists');
  // The like is remembered: a second toggle from the same device un-likes.
  const again = (await postEncrypted(two.app, 'event', { id: FIXTURE_IDS.news, eventType: 1, device: 'dev-persist' }))
    .body.data;
  assert.equal(again.liked, false);
  assert.deepEqual(await call(two.app, 'authinfo'), authinfo, 'app key and secret persist');
  const old = await request(two.app, { url: '/app_if/getColumns', headers: { token } });
  assert.equal(old.body.status, 0, 'a token issued before the restart still works');
  assert.equal(again.countPraise, liked.countPraise - 1);
  await dispose(two.app, dir);
  assert.ok(path.isAbsolute(dir));
});

test('golden: the seed content is pinned (change docs and e2e expectations together)', () => {
  const db = seeded(120);
  const t = (/** @type {number} */ id) => db.prepare('SELECT title FROM articles WHERE id = ?').pluck().get(id);
  assert.equal(t(1000), '高原融媒：拉萨青稞产业迎来新发展');
  assert.equal(t(1100), '波密：清洁能源喜获丰收');
  assert.equal(t(1101), '阿里：城市更新焕发新活力[=x3]');
  assert.equal(
    db.prepare('SELECT publish_time FROM articles WHERE id = 1000').pluck().get(),
    Date.UTC(2026, 10, 20) / 1000,
  );
});

test('every inline image placeholder resolves, and only text types carry them', () => {
  const db = seeded(800);
  const rows = /** @type {{id:number, t:number, content:string, images:string}[]} */ (
    db
      .prepare(
        'SELECT a.id, a.article_type t, b.content, b.images FROM articles a JOIN article_bodies b ON b.article_id = a.id',
      )
      .all()
  );
  for (const r of rows) {
    const refs = new Set(JSON.parse(r.images).map((/** @type {{ref:string}} */ g) => g.ref));
    for (const m of r.content.match(/<!--IMAGES#\d+-->/g) ?? []) assert.ok(refs.has(m), `${r.id} ${m}`);
    if (r.t === 6) assert.equal(refs.size, 0, `live ${r.id} has no inline images`);
  }
});
