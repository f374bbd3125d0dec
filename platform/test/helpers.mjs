/**
 * Test helpers: a platform on a throw-away directory, and a call() that goes
 * through fastify's inject (real routing, hooks, serialisation; no socket).
 * get()/call()/post() carry an anonymous token, as every real client does;
 * request() sends exactly what it is given (for the token tests).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { createRequire } from 'node:module';
import { buildPlatform } from '../app.mjs';
import { MARKER } from '../seed/images.mjs';

const require = createRequire(import.meta.url);
/** @type {{doEncrypt: (plain: string, publicKey: string, mode: number) => string}} */
const sm2 = require('sm-crypto').sm2;

export const PUBLIC_URL = 'http://platform.test';

/** @param {string} [prefix] */
export function tempDir(prefix = 'platform-test-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * images: false skips picture generation (~2 s) for suites that never look at media.
 * The routes' own suites read the designed answers (docs/platform-api.md), so a platform made here
 * speaks the designed dialect unless `dialect` says otherwise; the real dialects, the default of
 * `npm start` and of every other harness (docs/decisions/0090), have their suites (dialect-*.test.mjs).
 * @param {{dir?: string, seedArticles?: number, images?: boolean} & Record<string, unknown>} [o]
 */
export async function makePlatform({ images = true, ...o } = {}) {
  const dir = o.dir ?? tempDir();
  if (!images) {
    fs.mkdirSync(path.join(dir, 'media'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'media', MARKER), 'skipped by the test\n');
  }
  const app = await buildPlatform({
    seedArticles: 120,
    publicUrl: PUBLIC_URL,
    dialect: 'designed',
    ...o,
    dbFile: path.join(dir, 'platform.db'),
  });
  return { app, dir, startup: app.platform.startup };
}

/**
 * One seeded directory for a suite that starts platform variants on it (a restart is ~20 ms, a seed
 * is seconds): `start(o)` starts one with `o` over `defaults`; after the suite every one is closed
 * and the directory removed.
 * @param {Record<string, unknown>} [defaults]
 */
export function platformVariants(defaults = {}) {
  const dir = tempDir();
  /** @type {import('fastify').FastifyInstance[]} */
  const open = [];
  after(async () => {
    const last = open.at(-1);
    for (const app of open.slice(0, -1)) await app.close();
    if (last) await dispose(last, dir);
    else fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** @param {Record<string, unknown>} [o] */
    async start(o = {}) {
      const { app } = await makePlatform({ dir, images: false, ...defaults, ...o });
      open.push(app);
      return app;
    },
  };
}

/** @typedef {{http: number, body: any, headers: Record<string, any>}} Answer */

/** @param {import('light-my-request').Response} res @returns {Answer} */
const answerOf = (res) => ({
  http: res.statusCode,
  body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body,
  headers: res.headers,
});

/** @param {Record<string, string|number>} o */
const strings = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

/**
 * Exactly this request, no token added.
 * @param {import('fastify').FastifyInstance} app
 * @param {{method?: 'GET'|'POST'|'DELETE'|'OPTIONS', url: string, query?: Record<string, string|number>,
 *   headers?: Record<string, string>, form?: Record<string, string|number>, json?: unknown}} r
 */
export async function request(app, { method = 'GET', url, query = {}, headers = {}, form, json }) {
  const payload = form
    ? new URLSearchParams(strings(form)).toString()
    : json === undefined
      ? undefined
      : JSON.stringify(json);
  const type = form
    ? { 'content-type': 'application/x-www-form-urlencoded' }
    : json === undefined
      ? {}
      : { 'content-type': 'application/json' };
  return answerOf(await app.inject({ method, url, query: strings(query), headers: { ...type, ...headers }, payload }));
}

/** One anonymous token per platform instance. @type {WeakMap<object, string>} */
const tokens = new WeakMap();

/** @param {import('fastify').FastifyInstance} app */
export async function tokenFor(app) {
  const known = tokens.get(app);
  if (known) return known;
  const { body } = await request(app, { url: '/app_if/getAnonymousToken', query: { device: 'test-helper' } });
  assert.equal(body.status, 0, `getAnonymousToken: ${body.message}`);
  tokens.set(app, body.data.token);
  return body.data.token;
}

/**
 * A GET with the instance's anonymous token.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} url e.g. '/app_if/getArticles'
 * @param {Record<string, string|number>} [query]
 * @returns {Promise<Answer>}
 */
export async function get(app, url, query = {}) {
  return request(app, { url, query, headers: { token: await tokenFor(app) } });
}

/**
 * Parameters encrypted as the client does it (lib/platform/auth/encryption.ts): RSA
 * PKCS#1 v1.5 over 60-character chunks joined by '|', or SM2 C1C3C2.
 * @param {Record<string, string|number>} params
 * @param {{rsaPublicKey?: string, sm2PublicKey?: string}} keys the getConfig encryptKey4 / sm2PublicKey
 * @returns {{params: string, encryptType: 'rsa'|'sm2'}}
 */
export function encryptParams(params, { rsaPublicKey = '', sm2PublicKey = '' }) {
  const plain = JSON.stringify(strings(params));
  if (sm2PublicKey) return { params: sm2.doEncrypt(plain, sm2PublicKey, 1), encryptType: 'sm2' };
  // The UTF-8 bytes of each chunk, as the client sends them (Node's RSA; not jsencrypt, which writes a
  // surrogate pair as two three-byte units the platform rightly refuses).
  const chars = Array.from(plain);
  const chunks = [];
  for (let i = 0; i < chars.length; i += 60) {
    const bytes = Buffer.from(chars.slice(i, i + 60).join(''), 'utf8');
    chunks.push(
      crypto
        .publicEncrypt({ key: rsaPublicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, bytes)
        .toString('base64'),
    );
  }
  return { params: chunks.join('|'), encryptType: 'rsa' };
}

/**
 * An encrypted POST with the anonymous token (the decoration goes in the query).
 * @param {import('fastify').FastifyInstance} app
 * @param {string} name app_if call
 * @param {Record<string, string|number>} params
 * @param {{sm2?: boolean, headers?: Record<string, string>}} [o]
 */
export async function postEncrypted(app, name, params, { sm2: useSm2 = false, headers = {} } = {}) {
  const config = (await request(app, { url: '/app_if/getConfig', query: { appID: 1 } })).body.data;
  const form = encryptParams(
    params,
    useSm2 ? { sm2PublicKey: config.sm2PublicKey } : { rsaPublicKey: config.encryptKey4 },
  );
  return request(app, {
    method: 'POST',
    url: `/app_if/${name}`,
    query: { siteId: 1, device: 'test-helper', t: Date.now() },
    form,
    headers: { token: await tokenFor(app), ...headers },
  });
}

/**
 * A member's access token from a password sign-in, sent encrypted as the client sends it; the test
 * fails here if the sign-in is refused. The one copy of what each suite used to write for itself.
 * @param {import('fastify').FastifyInstance} app
 * @param {{phone: string, password: string}} member e.g. DEMO_MEMBER of seed/members.mjs
 * @param {string} [device]
 * @returns {Promise<string>}
 */
export async function login(app, member, device = 'test-helper') {
  const { body } = await postEncrypted(app, 'member/loginByPassword', {
    phone: member.phone,
    password: member.password,
    device,
  });
  assert.equal(body.status, 0, `login of ${member.phone}: ${body.message}`);
  return body.data.accessToken;
}

/*
 * A call made with a given token, answered with its envelope ({status, message, data}). One argument
 * order for all of them: (app, name, token, parameters).
 */

/**
 * A plain form POST (the writes that are not encrypted: discuss, topicSub, member/info…).
 * @param {import('fastify').FastifyInstance} app @param {string} name app_if call
 * @param {string} token @param {Record<string, string|number>} [form]
 */
export async function postAs(app, name, token, form = {}) {
  return (await request(app, { method: 'POST', url: `/app_if/${name}`, form, headers: { token } })).body;
}

/**
 * An encrypted POST (the writes the client encrypts: sign-ups, votes, circle posts…).
 * @param {import('fastify').FastifyInstance} app @param {string} name app_if call
 * @param {string} token @param {Record<string, string|number>} [params]
 */
export async function postEncryptedAs(app, name, token, params = {}) {
  return (await postEncrypted(app, name, params, { headers: { token } })).body;
}

/**
 * A GET.
 * @param {import('fastify').FastifyInstance} app @param {string} name app_if call
 * @param {string} token @param {Record<string, string|number>} [query]
 */
export async function getAs(app, name, token, query = {}) {
  return (await request(app, { url: `/app_if/${name}`, query, headers: { token } })).body;
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

const ITEM_NUMBERS = [
  'fileId',
  'colID',
  'articleType',
  'picType',
  'linkID',
  'countClick',
  'countDiscuss',
  'countPraise',
  'countShare',
  'duration',
  'isTop',
  'position',
  'liveStatus',
  'subColumnID',
  'aStatus',
  'xyAccountID',
  'shareClosed',
];
const ITEM_STRINGS = [
  'title',
  'listTitle',
  'publishtime',
  'colName',
  'picBig',
  'picMiddle',
  'picSmall',
  'shareUrl',
  'linkUrl',
  'videoUrl',
  'liveStartTime',
];

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
