/**
 * Test helpers: a platform on a throw-away directory, and a call() that goes
 * through fastify's inject (real routing, hooks, serialisation; no socket).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { buildPlatform } from '../app.mjs';

export const PUBLIC_URL = 'http://platform.test';

/** @param {string} [prefix] */
export function tempDir(prefix = 'platform-test-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * @param {{dir?: string, seedArticles?: number} & Record<string, unknown>} [o]
 */
export async function makePlatform(o = {}) {
  const dir = o.dir ?? tempDir();
  const app = await buildPlatform({ seedArticles: 120, publicUrl: PUBLIC_URL, ...o, dbFile: path.join(dir, 'platform.db') });
  return { app, dir, startup: /** @type {any} */ (app).platform.startup };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} url e.g. '/app_if/getArticles'
 * @param {Record<string, string|number>} [query]
 * @returns {Promise<{http: number, body: any, headers: Record<string, any>}>}
 */
export async function get(app, url, query = {}) {
  const res = await app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  return { http: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body, headers: res.headers };
}

/**
 * An app_if call that must succeed; returns `data`.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} name
 * @param {Record<string, string|number>} [query]
 */
export async function call(app, name, query = {}) {
  const { http, body } = await get(app, `/app_if/${name}`, query);
  assert.equal(http, 200, `${name} http status`);
  assert.equal(body.status, 0, `${name} envelope status: ${body.message}`);
  assert.equal(body.message, 'success');
  return body.data;
}

const ITEM_NUMBERS = ['fileId', 'colID', 'articleType', 'picType', 'linkID', 'countClick', 'countDiscuss', 'countPraise',
  'countShare', 'duration', 'isTop', 'position', 'liveStatus', 'subColumnID', 'aStatus', 'xyAccountID', 'shareClosed'];
const ITEM_STRINGS = ['title', 'listTitle', 'publishtime', 'colName', 'picBig', 'picMiddle', 'picSmall', 'shareUrl',
  'linkUrl', 'videoUrl', 'liveStartTime'];

/** Every list item has every field, with the right JSON type. @param {any} item */
export function assertListItem(item) {
  for (const k of ITEM_NUMBERS) assert.equal(typeof item[k], 'number', `${k} of ${item.fileId} is a number`);
  for (const k of ITEM_STRINGS) assert.equal(typeof item[k], 'string', `${k} of ${item.fileId} is a string`);
  assert.ok(Array.isArray(item.pic_list) && Array.isArray(item.pic_list_title) && Array.isArray(item.tags));
  assert.equal(item.pic_list.length, item.pic_list_title.length, 'captions match pictures');
  assert.equal(typeof item.config, 'object');
  assert.match(item.publishtime, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.0$/);
  for (const u of [item.picBig, item.picMiddle, item.picSmall, ...item.pic_list]) {
    if (u) assert.ok(u.startsWith(`${PUBLIC_URL}/media/`), `absolute media url: ${u}`);
  }
}

/** @param {import('fastify').FastifyInstance} app @param {string} dir */
export async function dispose(app, dir) {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
