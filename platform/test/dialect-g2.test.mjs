/**
 * PLATFORM_DIALECT=g2: the reading calls answer as the 2020 platform did, compared key by key and
 * type by type with the answers a live site's test suite recorded (jiangbm/XFJ_FZ_API, stored in
 * fixtures/public/) and, where nothing was recorded, with the keys the CMS's sources write
 * (fixtures/public/reconstructed/). docs/reference-platform-dialects.md says what each call answers.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { platformVariants, request, login, postAs, tokenFor, PUBLIC_URL } from './helpers.mjs';
import { sample, keyTypes, assertShape, assertListItem } from './public-samples.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { REAL_FORM_ID, REAL_FORM_BYLINES } from '../seed/real-form.mjs';
import { DEFAULT_HOME_COLUMN_ID as HOME } from '../options.mjs';
import { UNTYPED_COLUMN } from '../lib/dialect/shapes/columns.mjs';
import { NOT_THERE } from '../lib/dialect/calls.mjs';
import { liveIdOf } from '../lib/dialect/live-ids.mjs';

// 400 articles: a column long enough to page through.
const variants = platformVariants({ seedArticles: 400 });
/** @type {import('../app.mjs').PlatformApp} */
let app;
/** @type {import('fastify').FastifyInstance} */
let designed;
before(async () => {
  app = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'g2' }));
  designed = await variants.start({ dialect: 'designed' });
});

/** A reading call as a real client of the 2020 platform asks it: no token, curVersions=1. */
const read = async (/** @type {string} */ call, /** @type {Record<string, string|number>} */ query = {}) =>
  request(app, { url: `/app_if/${call}`, query: { curVersions: 1, ...query } });
/** The data of a successful reading call. */
const data = async (/** @type {string} */ call, /** @type {Record<string, string|number>} */ query = {}) => {
  const { http, body } = await read(call, query);
  assert.equal(http, 200, `${call} http`);
  assert.equal(body.status, 0, `${call}: ${body.message}`);
  return body.data;
};
const recorded = (/** @type {string} */ name) => sample(name).answer;

/** An article of the body's own kind: news, no reporter, no account, inline pictures, in a column readers see. */
function plainArticleWithPictures() {
  const row = /** @type {{id: number}} */ (
    app.platform.ctx.db
      .prepare(
        `SELECT a.id FROM articles a JOIN article_bodies b ON b.article_id = a.id
    JOIN columns c ON c.id = a.column_id WHERE a.article_type = 0 AND a.reporter_id = 0 AND a.xy_account_id = 0 AND a.a_status = 1
    AND c.is_forbidden = 0 AND b.images <> '[]' ORDER BY a.id LIMIT 1`,
      )
      .get()
  );
  return row.id;
}

test("getArticleContent answers the recorded article's 109 keys with their types; ids and counts are numeric strings", async () => {
  const expected = keyTypes(recorded('getArticleContent.json').data);
  assert.equal(Object.keys(expected).length, 109);
  const a = await data('getArticleContent', { articleId: plainArticleWithPictures(), siteId: 1 });
  assertShape(a, expected, { label: 'getArticleContent' });
  for (const k of ['fileId', 'colID', 'countDiscuss', 'countPraise', 'countShare'])
    assert.match(a[k], /^\d+$/, `${k} is a numeric string`);
  assert.equal(typeof a.countClick, 'number', 'countClick is a number, as recorded');
});

test('every inline picture is an IMAGEARRAY placeholder resolved by images[].imagearray[], in reading order', async () => {
  const a = await data('getArticleContent', { articleId: plainArticleWithPictures() });
  const markers = [...a.content.matchAll(/<!--IMAGEARRAY#(\d+)-->/g)].map((m) => m[0]);
  assert.ok(markers.length > 0);
  assert.doesNotMatch(a.content, /<!--IMAGES#/, 'no designed placeholder is left');
  assert.deepEqual(
    markers,
    markers.map((_, i) => `<!--IMAGEARRAY#${i}-->`),
    'numbered from 0 as they are read',
  );
  const [group] = a.images;
  assert.equal(group.ref, '<!--IMAGES#1-->');
  assert.deepEqual(
    group.imagearray.map((/** @type {{ref: string}} */ p) => p.ref),
    markers,
  );
  const model = keyTypes(recorded('getArticleContent.json').data.images[0].imagearray[0]);
  for (const p of group.imagearray) {
    assertShape(p, model, { label: 'imagearray item' });
    assert.ok(p.imageUrl.startsWith(`${PUBLIC_URL}/media/`));
  }
});

test('the same pictures, in the same order, as the designed dialect answers them: the content is intact', async () => {
  for (const id of [F.news, plainArticleWithPictures()]) {
    const real = await data('getArticleContent', { articleId: id });
    const mine = (
      await request(designed, {
        url: '/app_if/getArticleContent',
        query: { articleId: id },
        headers: { token: await tokenFor(designed) },
      })
    ).body.data;
    const designedUrls = [...mine.content.matchAll(/<!--IMAGES#\d+-->/g)].flatMap((m) =>
      mine.images
        .find((/** @type {{ref: string}} */ g) => g.ref === m[0])
        .imagearray.map((/** @type {{imageUrl: string}} */ p) => p.imageUrl),
    );
    assert.deepEqual(
      real.images[0].imagearray.map((/** @type {{imageUrl: string}} */ p) => p.imageUrl),
      designedUrls,
      `article ${id}`,
    );
    assert.equal(real.attAbstract, mine.description, 'the summary is attAbstract');
    assert.equal(real.liability, mine.liabilityEditor);
    assert.equal(real.cameraman, mine.photographer);
    assert.equal(real.drawer, mine.designer);
    assert.equal(real.overallPlanning, mine.coordinator);
    assert.equal(real.checker, mine.checker);
    assert.deepEqual(
      real.pic_list_title,
      mine.picBig ? [mine.picBig] : [],
      "pic_list_title holds the title picture's address",
    );
  }
});

test('the article stored in the real form: its video placeholder, its real bylines, its reporter as an author object, the column it was opened from', async () => {
  const a = await data('getArticleContent', { articleId: REAL_FORM_ID, colID: 1 });
  assertShape(a, keyTypes(recorded('getArticleContent.json').data), {
    label: 'real-form article',
    // videos: ArticleJsonHelper.attVideoArray; presentColumn*: ArticleServiceImpl.getArticleContent with colID.
    extras: ['videos', 'presentColumnName', 'presentColumnStype'],
    // a reporter's article names its reporter (ArticleJsonHelper.setAuthorInfo)
    types: { author: 'object' },
  });
  assert.deepEqual(Object.keys(a.author), ['id', 'name', 'url', 'duty', 'description']);
  assert.equal(a.isShowReporterCard, 1);
  assert.deepEqual(
    [...a.content.matchAll(/<!--(IMAGEARRAY|VIDEOARRAY)#\d+-->/g)].map((m) => m[0]),
    ['<!--IMAGEARRAY#0-->', '<!--IMAGEARRAY#1-->', '<!--VIDEOARRAY#0-->', '<!--IMAGEARRAY#2-->'],
  );
  assert.deepEqual(
    a.videos.map((/** @type {{ref: string}} */ g) => g.ref),
    ['<!--VIDEOS#1-->'],
  );
  assert.deepEqual(Object.keys(a.videos[0].videoarray[0]), ['ref', 'videoUrl', 'imageUrl', 'duration']);
  assert.equal(a.videos[0].videoarray[0].ref, '<!--VIDEOARRAY#0-->');
  for (const role of [
    'liability',
    'cameraman',
    'drawer',
    'overallPlanning',
    'checker',
    'collaborator',
    'editor',
    'source',
  ]) {
    assert.equal(a[role], REAL_FORM_BYLINES[/** @type {keyof typeof REAL_FORM_BYLINES} */ (role)], role);
  }
  assert.equal(a.presentColumnName, '要闻');
});

test('a missing article: data "empty" with curVersions, the bare "empty" without, as recorded', async () => {
  assert.deepEqual(
    (await read('getArticleContent', { articleId: 99999999, siteId: 1 })).body,
    recorded('getArticleContent-missing.json'),
  );
  const bare = await request(app, { url: '/app_if/getArticleContent', query: { articleId: 99999999 } });
  assert.equal(bare.http, 200);
  assert.equal(bare.body, 'empty');
});

test('the envelope only when curVersions is sent: the bare data otherwise', async () => {
  const wrapped = await data('getColumns', { parentColumnId: HOME });
  const bare = await request(app, {
    url: '/app_if/getColumns',
    query: { siteId: 1, parentColumnId: HOME, version: 0, columnType: -1 },
  });
  assert.deepEqual(bare.body, wrapped);
});

test("columns are rooted at the site's home column: 0 holds 首页, the home column holds the tabs (one of them untyped), each as the CMS writes a column", async () => {
  const model = sample('reconstructed/getColumns.json').keys;
  const root = await data('getColumns', { siteId: 1, parentColumnId: 0, version: 0, columnType: -1 });
  assertShape(root, model.answer, { label: 'getColumns' });
  assert.deepEqual(
    root.columns.map((/** @type {{columnId: number, columnName: string}} */ c) => [c.columnId, c.columnName]),
    [[HOME, '首页']],
  );
  const tabs = await data('getColumns', { siteId: 1, parentColumnId: HOME, version: 0, columnType: -1 });
  assert.ok(tabs.columns.length > 5);
  for (const c of tabs.columns) assertShape(c, model.column, { label: `column ${c.columnId}` });
  assert.equal(tabs.columns[0].columnName, '要闻');
  assert.deepEqual(
    tabs.columns
      .filter((/** @type {{columnType: string}} */ c) => c.columnType === '')
      .map((/** @type {{columnId: number}} */ c) => c.columnId),
    [UNTYPED_COLUMN],
  );
  assert.ok(tabs.columns.every((/** @type {{casNames: string}} */ c) => c.casNames.startsWith('首页~')));
  const sub = await data('getColumns', { parentColumnId: 2 });
  assert.ok(
    !sub.columns.some((/** @type {{columnId: number}} */ c) => c.columnId === 18),
    'a forbidden column is left out',
  );
  assert.deepEqual(
    await data('getColumns', { parentColumnId: 6666 }),
    { version: root.version, columns: [], topColumns: [] },
    'GetColumns.robot: an unknown parent lists nothing',
  );
  assertShape(await data('getColumn', { columnId: HOME }), sample('reconstructed/getColumn.json').keys.answer, {
    label: 'getColumn of home',
  });
  assertShape(await data('getColumn', { columnId: 2 }), sample('reconstructed/getColumn.json').keys.answer, {
    label: 'getColumn',
  });
  assert.deepEqual((await read('getColumn', { columnId: 6666 })).body.data, 'empty');
});

test("getArticles answers list, modules and adv, and the later generation's extras beside them; each item as the recorded items of its type; rowNumber pages as page does", async () => {
  const d = await data('getArticles', { columnId: 1, page: 0, lastFileId: 0, version: 0, adv: 1, columnStyle: 'news' });
  assert.deepEqual(Object.keys(d), ['list', 'modules', 'adv', 'carousel', 'liveArticles', 'topModule']);
  for (const item of d.list) assertListItem(item, `item ${item.fileId}`);
  // The carousel (docs/decisions/0090): SPEC's home on the default platform, its items in the same form.
  assert.ok(d.carousel.length > 0);
  for (const item of d.carousel) assertListItem(item, `carousel item ${item.fileId}`);
  const byRow = await data('getArticles', { columnId: 1, rowNumber: 20 });
  const byPage = await data('getArticles', { columnId: 1, page: 1 });
  assert.deepEqual(
    byRow.list.map((/** @type {{fileId: number}} */ i) => i.fileId),
    byPage.list.map((/** @type {{fileId: number}} */ i) => i.fileId),
  );
  assert.ok(byPage.list.length > 0);
  const types = new Set();
  for (const column of [4, 6, 7, 8, 9]) {
    for (const item of (await data('getArticles', { columnId: column })).list) {
      assertListItem(item, `column ${column} item ${item.fileId}`);
      types.add(item.articleType);
    }
  }
  assert.deepEqual([...types].sort(), [0, 1, 2, 3, 6], 'news, photo sets, videos, topics and lives were compared');
  assert.deepEqual(
    await data('getArticles', { columnId: 6666 }),
    { list: [], modules: [], adv: [] },
    'GetArticles.robot: an unknown column lists nothing',
  );
  assert.deepEqual(await data('getArticles', { columnId: HOME }), { list: [], modules: [], adv: [] });
});

test('a special topic opens its column through linkID (and subColumnID)', async () => {
  const topic = (await data('getArticles', { columnId: 9 })).list.find(
    (/** @type {{fileId: number}} */ i) => i.fileId === F.special,
  );
  assert.equal(topic.linkID, 35);
  assert.equal(topic.subColumnID, 35);
  assert.ok((await data('getArticles', { columnId: topic.linkID })).list.length >= 0);
});

test('moduleView answers the recorded keys; a missing module is refused as recorded', async () => {
  const groups = /** @type {{id: number}[]} */ (app.platform.ctx.db.prepare('SELECT id FROM module_groups').all());
  const model = recorded('moduleView.json').data;
  for (const { id } of groups) {
    const d = await data('moduleView', { id });
    assert.deepEqual(Object.keys(d), Object.keys(model));
    for (const item of d.list) assertShape(item, keyTypes(model.list[0]), { label: `module ${id} item` });
  }
  assert.deepEqual((await read('moduleView', { id: 66666 })).body, recorded('moduleView-missing.json'));
  assert.equal(recorded('moduleView-missing.json').message, NOT_THERE);
});

test('discussView, discussHot, discussReply and discussCount answer the recorded comment keys, the article riding along', async () => {
  const model = recorded('discussView.json').data;
  const d = await data('discussView', { id: F.hot, page: 0, source: 0, lastFileId: 0, siteId: 1 });
  assert.deepEqual(Object.keys(d), Object.keys(model));
  assert.ok(d.list.length > 0);
  const commentKeys = keyTypes(model.list[0]);
  // topDiscuss: a thread's first replies, where it has any (DiscussApiManager.getDiscussView)
  for (const c of d.list) {
    assertShape(c, commentKeys, { label: `comment ${c.id}`, extras: ['topDiscuss'] });
    assertShape(c.info, keyTypes(model.list[0].info), { label: 'comment info' });
    assertListItem(c.article, 'commented article');
  }
  const thread = d.list.find((/** @type {{topDiscuss?: unknown}} */ c) => c.topDiscuss);
  assert.ok(thread, 'a thread with replies shows them');
  for (const r of thread.topDiscuss.list) assertShape(r, commentKeys, { label: 'reply', extras: ['topDiscuss'] });
  const hot = await data('discussHot', { id: F.hot, count: 5 });
  assert.deepEqual(Object.keys(hot), ['list']);
  const replies = await data('discussReply', { id: thread.id, page: 0 });
  assert.deepEqual(Object.keys(replies), ['list', 'totalCount', 'hasMore'], 'no main');
  assert.deepEqual(await data('discussReply', { id: 99999999, page: 0 }), { list: [], totalCount: 0, hasMore: false });
  assert.deepEqual(
    await data('discussView', { id: 99999999, page: 0 }),
    { list: [], totalCount: 0, hasMore: false },
    'DiscussView.robot: an unknown article has no comments',
  );
  const counts = app.platform.ctx.articles.counts(F.hot);
  assert.equal(await data('discussCount', { id: F.hot, type: 2, source: 0 }), String(counts?.count_praise));
  assert.match(await data('discussCount', { id: F.hot, type: 0, source: 0 }), /^\d+$/);
});

test('searchAll answers a bare array as data, each item as recorded; an empty search is []', async () => {
  const d = await data('searchAll', { columnId: 0, key: '拉萨', start: 0, count: 20, siteID: 1, articleType: -1 });
  assert.ok(Array.isArray(d) && d.length > 0);
  for (const item of d) assertListItem(item, `found ${item.fileId}`);
  assert.deepEqual(
    (await read('searchAll', { columnId: 0, key: 'zzqqxx不存在', start: 0, count: 20, siteID: 1 })).body,
    recorded('searchAll-empty.json'),
  );
  const scoped = await data('searchAll', { columnId: 2, key: '拉萨', start: 0, count: 50 });
  const local = new Set([2, 14, 15, 16, 17]);
  assert.ok(
    scoped.every((/** @type {{colID: number}} */ i) => local.has(i.colID)),
    'a column and its descendants',
  );
  assert.deepEqual(
    await data('search', { columnId: 0, key: '拉萨', start: 0, count: 20 }),
    d,
    'the older name answers the same',
  );
});

test("the live list carries each live's own id as linkID; liveView takes that id, not the article's", async () => {
  const lives = (await data('getLiveArticles', { columnId: 8, siteId: 1 })).list;
  assert.ok(lives.length > 0);
  for (const item of lives) assertListItem(item, `live ${item.fileId}`);
  assert.deepEqual(Object.keys(lives[0].config), Object.keys(recorded('getLiveArticles.json').data.list[0].config));
  const onAir = lives.find((/** @type {{fileId: number}} */ l) => l.fileId === F.liveOngoing);
  assert.notEqual(onAir.linkID, onAir.fileId);
  const model = sample('reconstructed/liveView.json').keys;
  const view = await data('liveView', { id: onAir.linkID, page: 0, siteId: 1 });
  assertShape(view, model.answer, { label: 'liveView' });
  assertShape(view.main, model.main, { label: 'liveView main' });
  assert.equal(view.main.fileId, onAir.linkID);
  assert.ok(view.list.length > 0);
  for (const r of view.list) assertShape(r, model.report, { label: 'live report' });
  assert.deepEqual((await data('liveView', { id: onAir.linkID, page: 1 })).main, {}, 'main only on the first page');
  const wrong = await read('liveView', { id: onAir.fileId });
  assert.deepEqual(
    wrong.body,
    { status: -1, message: 'live not found', data: {} },
    'LiveView.robot: an unknown live answers status -1',
  );
  assert.deepEqual(
    (await read('getLiveArticles', { columnId: 2 })).body,
    recorded('getLiveArticles-empty.json'),
    'a column without lives',
  );
  const coming = await data('liveComing', { siteID: 1 });
  assertShape(coming, sample('reconstructed/liveComing.json').keys.answer, { label: 'liveComing' });
  for (const l of coming.list) {
    assertShape(l, sample('reconstructed/liveComing.json').keys.item, { label: 'coming live' });
    assert.equal((await read('liveView', { id: l.fileId })).body.status, 0, 'a coming live opens by its fileId');
  }
});

test('the paper calls answer as PaperApiManager writes them: yyyyMMdd dates, the newest issue without a date, articles as a bare array', async () => {
  const keys = (/** @type {string} */ n) => sample(`reconstructed/${n}.json`).keys;
  const papers = await data('getPapers', { siteID: 1 });
  assertShape(papers, keys('getPapers').answer, { label: 'getPapers' });
  for (const p of papers.papers) assertShape(p, keys('getPapers').paper, { label: 'paper' });
  const dates = await data('getPaperDates', { id: 1, start: 0, count: 60 });
  assert.ok(dates.dates.length > 0 && dates.dates.every((/** @type {{date: string}} */ d) => /^\d{8}$/.test(d.date)));
  const newest = await data('getPaperLayouts', { id: 1 });
  assertShape(newest, keys('getPaperLayouts').answer, { label: 'getPaperLayouts' });
  assert.equal(newest.date, dates.dates[0].date, 'no date: the newest issue');
  for (const l of newest.layouts)
    assertShape(l, keys('getPaperLayouts').layout, { label: 'layout', extras: ['pdfUrl'] });
  assert.deepEqual(await data('getPaperLayouts', { id: 1, date: newest.date }), newest, 'a yyyyMMdd date');
  const articles = await data('getPaperArticles', { id: newest.layouts[0].id });
  assert.ok(Array.isArray(articles) && articles.length > 0);
  // mapping: the article's region on the page (designed: nothing public shows the real form)
  for (const a of articles)
    assertShape(a, keys('getPaperArticles').item, { label: 'paper article', extras: ['mapping'] });
  assertShape(await data('getPaperArticle', { id: articles[0].fileId }), keys('getPaperArticle').answer, {
    label: 'getPaperArticle',
  });
});

test('accounts, leaders and categories: bare arrays as data, as recorded; a region without people is refused', async () => {
  const ranked = await data('xyRank', { userID: 0, siteID: 1, device: 'x' });
  assert.ok(Array.isArray(ranked) && ranked.length > 0);
  const rankModel = keyTypes(recorded('searchXyRank.json').data[0]);
  for (const a of ranked) assertShape(a, rankModel, { label: 'xyRank item' });
  // The recorded item names no status: a closed or forbidden account is not ranked at all.
  const discarded = /** @type {{id: number}[]} */ (
    app.platform.ctx.db.prepare('SELECT id FROM xy_accounts WHERE status IN (1, 4) OR forbidden = 1').all()
  );
  assert.ok(discarded.length > 0, 'the seed has discarded accounts');
  for (const { id } of discarded) assert.ok(!ranked.some((a) => a.id === id), `account ${id} is not ranked`);
  const found = await data('searchXyRank', { userID: 0, siteID: 1, key: ranked[1].topic });
  assert.equal(found[0].topic, ranked[1].topic);
  assert.equal(found[0].rank, ranked[1].rank, 'its place in the whole ranking');
  assert.deepEqual(await data('searchXyRank', { key: 'zzqqxx不存在' }), []);
  const leaders = await data('regionleaderView', { regionID: 1, siteId: 1 });
  for (const l of leaders) assertShape(l, keyTypes(recorded('regionleaderView.json').data[0]), { label: 'leader' });
  const refused = recorded('regionleaderView-empty.json');
  assert.deepEqual((await read('regionleaderView', { regionID: 99999 })).body, refused, 'a region that is not there');
  const empty = /** @type {{id: number} | undefined} */ (
    app.platform.ctx.db
      .prepare('SELECT r.id FROM regions r WHERE NOT EXISTS (SELECT 1 FROM leaders l WHERE l.region_id = r.id) LIMIT 1')
      .get()
  );
  for (const region of empty ? [empty] : [])
    assert.deepEqual(
      (await read('regionleaderView', { regionID: region.id })).body,
      refused,
      'a region without people',
    );
  const cats = await data('getCats', { siteId: 1, code: 'xy' });
  assert.ok(Array.isArray(cats) && cats.length > 0);
  for (const c of cats) assertShape(c, sample('reconstructed/getCats.json').keys.item, { label: 'category' });
});

test("a live's likes, counts and comments are asked by the live's own id (source 1, event type 3), as the CMS counts a live", async () => {
  const liveId = liveIdOf(F.liveReplay);
  const praise = () => app.platform.ctx.articles.counts(F.liveReplay)?.count_praise;
  const before = praise();
  // A form, as the gateway's EventInfo is posted (no token: no real call asks one).
  const like = await request(app, {
    method: 'POST',
    url: '/app_if/event',
    form: { id: liveId, type: 3, eventType: 1, channel: 1, device: 'g2-live-liker', curVersions: 1 },
  });
  assert.deepEqual(like.body, { status: 0, message: 'success', data: { value: 'true' } });
  assert.equal(praise(), Number(before) + 1, "the live's article holds its likes");
  assert.equal(await data('discussCount', { id: liveId, type: 2, source: 1 }), String(praise()));
  assert.equal(
    await data('discussCount', { id: F.liveReplay, type: 2, source: 1 }),
    String(praise()),
    'the article id too',
  );
  const byLive = await data('discussView', { id: liveId, source: 1, page: 0 });
  const byArticle = await data('discussView', { id: F.liveReplay, source: 1, page: 0 });
  assert.ok(byLive.list.length > 0, 'the live has comments');
  assert.deepEqual(byLive, byArticle);
});

test('writes answer {value: "true"}, as the recorded discuss and fav did', async () => {
  // Signing in is a designed call of the later generation; both instances share one database, so the
  // designed one signs the member in (as an app would through the SSO) and the g2 one takes the token.
  const token = await login(designed, DEMO_MEMBER, 'g2-writes');
  assert.deepEqual(
    await postAs(app, 'discuss', token, {
      rootID: F.news,
      content: '写得好',
      sourceType: 0,
      channel: 2,
      siteID: 1,
      curVersions: 1,
    }),
    recorded('discuss.json'),
  );
  // The form names the member the token is (a form naming another is refused: dialect-writes.test.mjs).
  const member = /** @type {{id: number}} */ (
    app.platform.ctx.db.prepare('SELECT id FROM members WHERE phone = ?').get(DEMO_MEMBER.phone)
  );
  assert.deepEqual(
    await postAs(app, 'fav', token, { articleID: F.news, userID: member.id, siteID: 1, curVersions: 1 }),
    recorded('fav.json'),
  );
});

test('JSONP: a jsoncallback wraps the answer; a callback that is no plain name is ignored', async () => {
  const r = await request(app, {
    url: '/app_if/getArticles',
    query: { columnId: 1, curVersions: 1, jsoncallback: 'jQuery123_456' },
  });
  assert.match(String(r.headers['content-type']), /^application\/javascript/);
  const m = /^jQuery123_456\((.*)\)$/s.exec(String(r.body));
  assert.ok(m);
  assert.equal(JSON.parse(/** @type {string} */ (m[1])).status, 0);
  const hostile = await request(app, {
    url: '/app_if/getArticles',
    query: { columnId: 1, jsoncallback: 'alert(1);x' },
  });
  assert.match(String(hostile.headers['content-type']), /^application\/json/);
  assert.ok(Array.isArray(hostile.body.list));
});

test('reading calls need no token, as the public gateways asked none; the designed calls still do', async () => {
  assert.equal((await read('getArticles', { columnId: 1 })).body.status, 0);
  assert.equal((await read('myFavList')).body.status, 10111);
  assert.deepEqual(
    (await read('getConfig', { appID: 9, siteId: 1 })).body,
    { status: -1, message: 'app not found', data: {} },
    'Get_Config.robot: an unknown app',
  );
  assert.equal((await data('getConfig', { appID: 1, siteId: 1 })).appID, 1);
});
