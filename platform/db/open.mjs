/**
 * Opens (creating if needed) the platform database and brings its schema up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate.mjs';

/**
 * @param {string} file path, or ':memory:'
 * @returns {import('better-sqlite3').Database}
 */
export function openDatabase(file) {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  // WAL lets a test or a second reader look at the file while the server writes.
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** @param {import('better-sqlite3').Database} db @param {string} key */
export function getMeta(db, key) {
  const row = /** @type {{value: string} | undefined} */ (db.prepare('SELECT value FROM meta WHERE key = ?').get(key));
  return row ? row.value : null;
}

/** @param {import('better-sqlite3').Database} db @param {string} key @param {string} value */
export function setMeta(db, key, value) {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
