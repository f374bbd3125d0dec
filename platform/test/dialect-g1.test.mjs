/**
 * PLATFORM_DIALECT=g1: the older gateway (intergrate-dev/xy-wan-xzw, reconstructed in
 * fixtures/public/reconstructed/transport-g1.json). The same bodies as the 2020 platform's data
 * (both serve the JSON the CMS writes), but bare JSON always, the text `null` for a missing object,
 * `true` or `false` for a write, and JSONP where the gateway's outputJson honours it.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { platformVariants, request, login, postAs } from './helpers.mjs';
import { sample } from './public-samples.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { REAL_FORM_ID } from '../seed/real-form.mjs';
import { DEFAULT_HOME_COLUMN_ID as HOME } from '../options.mjs';

const variants = platformVariants();
/** @type {import('fastify').FastifyInstance} */
let g1;
/** @type {import('fastify').FastifyInstance} */
let g2;
/** @type {import('fastify').FastifyInstance} */
let designed;
before(async () => {
  g1 = await variants.start({ dialect: 'g1' });
  g2 = await variants.start({ dialect: 'g2' });
  designed = await variants.start({ dialect: 'designed' });
});

/** @param {import('fastify').FastifyInstance} app @param {string} call @param {Record<string, string|number>} query */
const ask = (app, call, query) => request(app, { url: `/app_if/${call}`, query });

/** The reading calls of the older gateway, with the parameters its clients send. */
const READS = /** @type {[string, Record<string, string|number>][]} */ ([
  ['getColumns', { siteId: 1, parentColumnId: HOME, version: 0, columnType: -1 }],
  ['getColumn', { columnId: 2 }],
  ['getArticles', { columnId: 1, page: 0, lastFileId: 0, version: 0, adv: 1 }],
  ['getArticleContent', { articleId: REAL_FORM_ID, colID: 1 }],
  ['getArticleContent', { articleId: F.news }],
  ['discussView', { id: F.hot, page: 0, source: 0 }],
  ['discussHot', { id: F.hot, count: 5 }],
  ['discussCount', { id: F.hot, type: 2, source: 0 }],
  ['moduleView', { id: 1 }],
  ['search', { columnId: 0, key: '拉萨', start: 0, count: 20 }],
  ['liveComing', { siteID: 1 }],
  ['getPapers', { siteID: 1 }],
  ['getPaperLayouts', { id: 1 }],
]);

test('bare JSON always, even when curVersions is sent; the body is what the 2020 platform puts in data', async () => {
  for (const [call, query] of READS) {
    const plain = await ask(g1, call, query);
    const versioned = await ask(g1, call, { ...query, curVersions: 1 });
    const wrapped = await ask(g2, call, { ...query, curVersions: 1 });
    assert.equal(plain.http, 200, call);
    assert.equal(wrapped.body.status, 0, `${call}: ${wrapped.body.message}`);
    // g2's getArticles also carries the later generation's extras beside the public list (docs/decisions/0090).
    const g2Data =
      call === 'getArticles'
        ? Object.fromEntries(
            Object.entries(wrapped.body.data).filter(
              ([key]) => !['carousel', 'liveArticles', 'topModule'].includes(key),
            ),
          )
        : wrapped.body.data;
    assert.deepEqual(plain.body, g2Data, `${call} answers g2's data`);
    assert.deepEqual(versioned.body, plain.body, `${call} ignores curVersions`);
  }
});

test('a missing object is the text null', async () => {
  for (const [call, query] of /** @type {[string, Record<string, string|number>][]} */ ([
    ['getArticleContent', { articleId: 99999999 }],
    ['getColumn', { columnId: 6666 }],
    ['moduleView', { id: 66666 }],
    ['liveView', { id: F.liveOngoing }],
    ['getConfig', { appID: 9 }],
    ['getPaperArticle', { id: 99999999 }],
  ])) {
    const r = await ask(g1, call, { ...query, curVersions: 1 });
    assert.equal(r.http, 200, call);
    assert.equal(r.body, null, `${call} answers null`);
  }
  // Lists the gateway keeps answering as empty lists.
  assert.deepEqual((await ask(g1, 'getArticles', { columnId: 6666 })).body, { list: [], modules: [], adv: [] });
  assert.deepEqual((await ask(g1, 'getColumns', { parentColumnId: 6666 })).body.columns, []);
});

test('a write answers true, a refused one false (CommentController.commitComment)', async () => {
  // Sign-in is designed; the instances share one database, so the designed one signs the member in.
  const token = await login(designed, DEMO_MEMBER, 'g1-writes');
  const expected = sample('reconstructed/transport-g1.json').keys;
  const ok = await request(g1, {
    method: 'POST',
    url: '/app_if/discuss',
    form: { rootID: F.news, content: '好消息', sourceType: 0 },
    headers: { token },
  });
  assert.equal(JSON.stringify(ok.body), expected.write);
  const refused = await request(g1, {
    method: 'POST',
    url: '/app_if/discuss',
    form: { rootID: F.news, content: '', sourceType: 0 },
    headers: { token },
  });
  assert.equal(JSON.stringify(refused.body), expected.refusedWrite);
  assert.equal(await postAs(g1, 'fav', token, { articleId: F.news }), true);
});

test('JSONP on the reading calls: callback(json), the missing object too', async () => {
  const r = await ask(g1, 'getArticleContent', { articleId: 99999999, jsoncallback: 'cb' });
  assert.equal(r.body, 'cb(null)');
  assert.match(String(r.headers['content-type']), /^application\/javascript/);
  const list = await ask(g1, 'getColumns', { parentColumnId: 0, jsoncallback: 'app.columns' });
  const m = /^app\.columns\((.*)\)$/s.exec(String(list.body));
  assert.ok(m);
  assert.equal(JSON.parse(/** @type {string} */ (m[1])).columns[0].columnId, HOME);
});

test('calls nothing public shows stay designed: the envelope, and a token', async () => {
  const r = await ask(g1, 'searchClassify', {});
  assert.equal(r.body.status, 10111, 'a designed call still asks for a token');
  const token = /** @type {string} */ ((await ask(g1, 'getAnonymousToken', { device: 'g1' })).body.data.token);
  const classes = await request(g1, { url: '/app_if/searchClassify', headers: { token } });
  assert.equal(classes.body.status, 0);
  assert.ok(Array.isArray(classes.body.data.list));
});
