/**
 * Numbered SQL migrations (db/migrations/NNN_name.sql), applied in order, each in
 * its own transaction and recorded in schema_migrations, so an existing DB file
 * picks up new tables on the next start without losing its data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerFunctions } from './functions.mjs';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** @returns {{version: number, name: string, file: string}[]} */
export function listMigrations(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .map((f) => ({ version: Number.parseInt(f, 10), name: f.replace(/\.sql$/, ''), file: path.join(dir, f) }))
    .sort((a, b) => a.version - b.version)
    .map((m, i, all) => {
      // Two files with one number: one would be skipped forever. Refuse to start instead.
      if (i > 0 && all[i - 1]?.version === m.version)
        throw new Error(`two migrations numbered ${m.version}: ${all[i - 1]?.name}, ${m.name}`);
      return m;
    });
}

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {number[]} versions applied by this call
 */
export function migrate(db, dir = MIGRATIONS_DIR) {
  // Migrations and the triggers they create call these: registered before anything runs.
  registerFunctions(db);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at TEXT    NOT NULL
  )`);
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all());
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied = [];
  for (const m of listMigrations(dir)) {
    if (done.has(m.version)) continue;
    const sql = fs.readFileSync(m.file, 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    applied.push(m.version);
  }
  return applied;
}
