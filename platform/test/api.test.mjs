/**
 * The app_if contract: envelope, errors, columns, lists, details.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, get, assertListItem, PUBLIC_URL } from './helpers.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { BYLINE_ROLES } from '../seed/text.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
// 400 articles: enough for the home column to span several pages.
before(async () => ({ app, dir } = await makePlatform({ seedArticles: 400 })));
after(() => dispose(app, dir));

test('getConfig answers the site config and requires a known appID', async () => {
  const c = await call(app, 'getConfig', { appID: 1, siteId: 1, device: 'd', curVersions: '6.2.6', t: 1 });
  assert.equal(c.siteID, 1);
  assert.equal(c.appName, '高原融媒');
  assert.equal(c.tokenEnable, true);
  assert.equal(c.wap.debugTools, 0, 'the developer-tools trap is an opt-in, off unless PLATFORM_DEBUG_TOOLS=1');
  assert.match(c.encryptKey4, /^-----BEGIN PUBLIC KEY-----/);
  assert.equal(c.xyApi.baseUrl, PUBLIC_URL);
  assert.equal(c.xyApi.advUrl, `${PUBLIC_URL}/adv`);
  assert.ok(c.appLogo.startsWith(`${PUBLIC_URL}/media/`));
  // The deep-link chain (docs/decisions/0038): the open tag off, the app's scheme with the page in {url}.
  assert.equal(c.weixin.openLaunchApp, 0);
  assert.match(c.weixin.launchAppid, /^wx[0-9a-z]{14}$/);
  assert.deepEqual(c.weixin.deepLink, { scheme: 'plateaumedia://article?url={url}', universalLink: '' });
  // The notices of a licensed news site (docs/decisions/0047): numbers only, the reporting centre's address.
  assert.deepEqual(c.beian, {
    icpNo: '藏ICP备2023000123号-1',
    gonganNo: '藏公网安备54010202000123号',
    newsLicenseNo: '54120230001',
    reportTel: '0891-6329377',
    reportEmail: 'jubao@plateaumedia.example',
    reportUrl: 'https://www.12377.cn/',
  });
  assert.deepEqual((await get(app, '/app_if/getConfig')).body, { status: -1, message: 'appID is required' });
  assert.deepEqual((await get(app, '/app_if/getConfig', { appID: 9 })).body, { status: -1, message: 'app not found' });
});

test('unknown call is HTTP 404 with the envelope error', async () => {
  const r = await get(app, '/app_if/noSuchCall');
  assert.equal(r.http, 404);
  assert.deepEqual(r.body, { status: -1, message: 'unknown call noSuchCall' });
});

test('CORS is open, including preflight with the platform headers', async () => {
  const r = await app.inject({
    method: 'OPTIONS',
    url: '/app_if/getArticles',
    headers: { origin: 'http://x.test', 'access-control-request-headers': 'token, sign' },
  });
  assert.equal(r.statusCode, 204);
  assert.equal(r.headers['access-control-allow-origin'], '*');
  for (const h of [
    'token',
    'authtoken',
    'time',
    'sign',
    'source',
    'devid',
    'random',
    'timestamp',
    'version',
    'program-sign',
    'program-params',
  ]) {
    assert.ok(String(r.headers['access-control-allow-headers']).split(', ').includes(h), h);
  }
  assert.equal((await get(app, '/app_if/getColumns')).headers['access-control-allow-origin'], '*');
});

test('getColumns lists top columns with every style, getColumn adds children', async () => {
  const top = await call(app, 'getColumns', { siteId: 1 });
  assert.equal(typeof top.version, 'number');
  assert.ok(top.columns.length >= 10);
  assert.deepEqual(top.columns.map((/** @type {any} */ c) => c.columnId).slice(0, 3), [1, 2, 3]);
  const local = await call(app, 'getColumns', { parentColumnId: 2 });
  assert.ok(local.columns.every((/** @type {any} */ c) => c.parentId === 2));
  const one = await call(app, 'getColumn', { columnId: 2 });
  assert.equal(one.columnName, '本地');
  assert.equal(one.hasSubColunm, 1);
  assert.equal(one.children.length, local.columns.length);
  assert.deepEqual((await get(app, '/app_if/getColumn', { columnId: 999 })).body, {
    status: -1,
    message: 'column not found',
  });
});

test('getArticles: home head has carousel, modules, topModule, live, ads; items are complete', async () => {
  const d = await call(app, 'getArticles', { columnId: 1, page: 0, siteId: 1, appID: 1 });
  assert.equal(d.list.length, 20);
  assert.equal(d.hasMore, true);
  assert.ok(d.totalCount > 20);
  assert.equal(d.carousel.length, 5);
  assert.equal(d.topModule.title, '今日关注');
  assert.ok(d.modules.length >= 1 && d.modules[0].list.length > 0);
  assert.deepEqual(
    d.liveArticles.map((/** @type {any} */ a) => a.liveStatus),
    [1, 0, 2],
  );
  assert.ok(d.adv.every((/** @type {any} */ a) => typeof a.position === 'number'));
  // pinned articles first
  assert.deepEqual(
    d.list.slice(0, 2).map((/** @type {any} */ a) => a.isTop),
    [1, 1],
  );
  [...d.list, ...d.carousel, ...d.liveArticles, ...d.topModule.list].forEach(assertListItem);
  assert.ok(!d.list.some((/** @type {any} */ a) => a.fileId === F.preview), 'preview article is not listed');
});

test('paging: page and lastFileId agree, page 1 has no head decorations, last page has no more', async () => {
  const p0 = await call(app, 'getArticlesNew', { columnId: 1, page: 0 });
  const p1 = await call(app, 'getArticlesNew', { columnId: 1, page: 1 });
  const cursor = await call(app, 'getArticlesNew', { columnId: 1, lastFileId: p0.list.at(-1).fileId });
  assert.deepEqual(
    cursor.list.map((/** @type {any} */ a) => a.fileId),
    p1.list.map((/** @type {any} */ a) => a.fileId),
  );
  assert.deepEqual([p1.carousel, p1.modules, p1.liveArticles, p1.topModule], [[], [], [], null]);
  const ids = new Set([...p0.list, ...p1.list].map((/** @type {any} */ a) => a.fileId));
  assert.equal(ids.size, p0.list.length + p1.list.length, 'no duplicates across pages');
  const last = Math.floor((p0.totalCount - 1) / 20);
  const end = await call(app, 'getArticles', { columnId: 1, page: last });
  assert.equal(end.hasMore, false);
  assert.equal(end.list.length, p0.totalCount - last * 20);
  const typed = await call(app, 'getArticles', { columnId: 1, typeScreen: 2 });
  assert.ok(typed.list.length > 0 && typed.list.every((/** @type {any} */ a) => a.articleType === 2));
  assert.deepEqual((await get(app, '/app_if/getArticles')).body, { status: -1, message: 'columnId is required' });
});

test("related reading stays in the article's language, even where a tag is shared with the English column", async () => {
  const db = /** @type {any} */ (app).platform.ctx.db;
  // Chinese articles sharing a tag with an English one: before, those English stories led their related reading.
  const ids = db
    .prepare(
      `SELECT DISTINCT me.id FROM article_tags mine JOIN articles me ON me.id = mine.article_id
    JOIN article_tags o ON o.tag_id = mine.tag_id AND o.article_id <> mine.article_id JOIN articles a ON a.id = o.article_id
    WHERE me.lang = 'zh' AND a.lang = 'en' AND me.a_status = 1 AND a.a_status = 1 AND me.article_type = 0 LIMIT 5`,
    )
    .pluck()
    .all();
  assert.ok(ids.length > 0, 'the seed has Chinese articles tagged as English ones are');
  const langOf = db.prepare('SELECT lang FROM articles WHERE id = ?').pluck();
  for (const id of ids) {
    const a = await call(app, 'getArticleContent', { articleId: id });
    assert.ok(a.related.length > 0);
    assert.deepEqual(
      a.related.map((/** @type {any} */ r) => langOf.get(r.fileId)),
      a.related.map(() => 'zh'),
      `related reading of ${id}`,
    );
  }
});

test('getArticleContent: bylines, images resolve placeholders, related, xy', async () => {
  const a = await call(app, 'getArticleContent', { articleId: F.news, colID: 1 });
  assert.equal(a.fileId, F.news);
  for (const role of BYLINE_ROLES) assert.ok(a[role], `role ${role} filled on the all-roles fixture`);
  assert.ok(a.images.length > 0);
  for (const g of a.images) {
    assert.ok(a.content.includes(g.ref), `${g.ref} occurs in content`);
    for (const img of g.imagearray) assert.ok(img.imageUrl.startsWith(`${PUBLIC_URL}/media/img/`) && img.width > 0);
  }
  assert.ok(a.related.length > 0 && a.related.length <= 6);
  a.related.forEach(assertListItem);
  assert.equal(a.xyAccountID, 1);
  assert.equal(a.xyStatus, 0);
  assert.deepEqual(a.layoutMapping, { mapping: '' });
  assert.equal(typeof a.description, 'string');

  const other = await call(app, 'getArticleContent', { articleId: F.noPicture });
  for (const role of BYLINE_ROLES) assert.equal(typeof other[role], 'string', `role ${role} present`);
  assert.deepEqual(other.images, []);
});

test('getArticleContent: special cases by fixture', async () => {
  const preview = await call(app, 'getArticleContent', { articleId: F.preview });
  assert.equal(preview.aStatus, 0);
  assert.equal((await call(app, 'myArticleContent', { articleId: F.preview })).aStatus, 0);
  assert.equal((await call(app, 'getArticleContent', { articleId: F.shareClosed })).shareClosed, 1);
  assert.equal((await call(app, 'getArticleContent', { articleId: F.discussClosed })).discussClosed, 1);
  const hostile = await call(app, 'getArticleContent', { articleId: F.hostile });
  for (const bad of ['<script>', 'onerror=', 'javascript:', '<iframe']) assert.ok(hostile.content.includes(bad), bad);
  const special = await call(app, 'getArticleContent', { articleId: F.special });
  assert.equal(special.articleType, 3);
  assert.equal(special.subColumnID, 35);
  const video = await call(app, 'getArticleContent', { articleId: F.video });
  assert.ok(video.config.videos[0].appPlaybackUrl.endsWith('/media/video/demo.m3u8'));
  const link = await call(app, 'getArticleContent', { articleId: F.link });
  assert.match(link.linkUrl, /^https:\/\/www\.[a-z.]+\.cn\/$/, 'a real site, not example.org');
  assert.equal((await call(app, 'getArticleContent', { articleId: F.xyStatus1 })).xyStatus, 1);
  assert.equal((await call(app, 'getArticleContent', { articleId: F.xyForbidden })).xyForbidden, 1);
  const photos = await call(app, 'getArticleContent', { articleId: F.photoSet });
  assert.ok(photos.pic_list.length >= 3 && photos.pic_list.length <= 8);
  assert.ok(photos.pic_list_title.every((/** @type {string} */ t) => t.length > 0));
  assert.match((await call(app, 'getArticleContent', { articleId: F.english })).title, /^[A-Za-z]/);
  assert.ok((await call(app, 'getArticleContent', { articleId: F.markerTitle })).title.includes('[=x1]'));
});

test('unknown article answers status -1', async () => {
  for (const name of ['getArticleContent', 'myArticleContent', 'getArticleCounts', 'getRelArticles']) {
    const r = await get(app, `/app_if/${name}`, { articleId: 99999999 });
    assert.equal(r.http, 200);
    assert.deepEqual(r.body, { status: -1, message: 'article not found' }, name);
  }
  assert.deepEqual((await get(app, '/app_if/getArticleContent')).body, {
    status: -1,
    message: 'articleId is required',
  });
});

test('moduleView, tagScreenArticles, getSubSpecialArticles, getRelArticles', async () => {
  const m = await call(app, 'moduleView', { id: 1, userID: 0 });
  // Eight services, and the site's own activity and vote pages (seed/extras.mjs).
  assert.equal(m.list.length, 10);
  assert.deepEqual(Object.keys(m.list[0]).sort(), [
    'cmiName',
    'columnID',
    'description',
    'duty',
    'groupID',
    'icon',
    'id',
    'url',
  ]);
  const t = await call(app, 'tagScreenArticles', { tagId: 1 });
  assert.deepEqual(t.tag, { id: 1, name: '乡村振兴' });
  assert.ok(t.list.some((/** @type {any} */ a) => a.fileId === F.news));
  assert.ok(t.list.every((/** @type {any} */ a) => a.tags.some((/** @type {any} */ x) => x.id === 1)));
  const s = await call(app, 'getSubSpecialArticles', { columnId: 35 });
  assert.equal(s.column.columnStyle, 'special');
  assert.ok(s.banner.startsWith(PUBLIC_URL));
  assert.equal(s.subColumns.length, 2);
  assert.ok(s.subColumns.every((/** @type {any} */ c) => c.list.length > 0));
  const rel = await call(app, 'getRelArticles', { articleId: F.news });
  assert.ok(rel.list.length > 0 && rel.list.every((/** @type {any} */ a) => a.fileId !== F.news));
});

test('health reports the article count', async () => {
  // 400 seeded, the live desk's broadcast and the coming live readers can be reminded of (seed/live.mjs),
  // and the article stored as the real platform writes it (seed/real-form.mjs).
  assert.deepEqual((await get(app, '/health')).body, { ok: true, articles: 403 });
});

test('articleHot with days: the most read of the day and of the week up to the newest publication, most read first', async () => {
  const newest = (await call(app, 'articleHot', { count: 20 })).list
    .map((/** @type {{publishtime: string}} */ a) => a.publishtime)
    .sort()
    .at(-1);
  const day = (await call(app, 'articleHot', { count: 20, days: 1 })).list;
  const week = (await call(app, 'articleHot', { count: 20, days: 7 })).list;
  assert.ok(day.length > 0 && week.length === 20, 'the seeded site has read articles in both periods');
  const clicksOf = (/** @type {{fileId: number}[]} */ list) =>
    Promise.all(list.map(async (a) => (await call(app, 'getArticleCounts', { articleId: a.fileId })).countClick));
  for (const list of [day, week]) {
    const clicks = await clicksOf(list);
    assert.deepEqual(
      clicks,
      [...clicks].sort((a, b) => b - a),
      'most read first',
    );
    assert.ok(
      list.every((/** @type {{articleType: number}} */ a) => a.articleType !== 6),
      'no live rooms',
    );
  }
  const dayStart = Date.parse(newest.replace(' ', 'T').replace(/\.0$/, '')) - 86400_000;
  assert.ok(
    day.every(
      (/** @type {{publishtime: string}} */ a) =>
        Date.parse(a.publishtime.replace(' ', 'T').replace(/\.0$/, '')) > dayStart,
    ),
    'only the last day',
  );
  assert.notDeepEqual(
    day.map((/** @type {{fileId: number}} */ a) => a.fileId),
    week.map((/** @type {{fileId: number}} */ a) => a.fileId),
    'the periods rank differently',
  );
});

test('articleHot: the most read of the newest published articles; recommendList: the most liked and shared, without the article read', async () => {
  const hot = (await call(app, 'articleHot', { count: 10 })).list;
  assert.equal(hot.length, 10);
  for (const item of hot) assertListItem(item);
  const clicks = await Promise.all(
    hot.map(
      async (/** @type {{fileId: number}} */ a) =>
        (await call(app, 'getArticleCounts', { articleId: a.fileId })).countClick,
    ),
  );
  assert.deepEqual(
    clicks,
    [...clicks].sort((a, b) => b - a),
    'most read first',
  );
  assert.ok(
    hot.every((/** @type {{articleType: number}} */ a) => a.articleType !== 6),
    'no live rooms',
  );
  assert.equal((await call(app, 'articleHot', { count: 99 })).list.length, 20, 'at most 20');

  const recommended = (await call(app, 'recommendList', {})).list;
  assert.equal(recommended.length, 6);
  const first = recommended[0].fileId;
  const again = (await call(app, 'recommendList', { articleId: first, count: 6 })).list;
  assert.ok(
    !again.some((/** @type {{fileId: number}} */ a) => a.fileId === first),
    'the article being read is not recommended to itself',
  );
  const score = async (/** @type {number} */ id) => {
    const c = await call(app, 'getArticleCounts', { articleId: id });
    return c.countPraise + 2 * c.countShare;
  };
  const scores = await Promise.all(recommended.map((/** @type {{fileId: number}} */ a) => score(a.fileId)));
  assert.deepEqual(
    scores,
    [...scores].sort((a, b) => b - a),
    'most liked and shared first',
  );
});
