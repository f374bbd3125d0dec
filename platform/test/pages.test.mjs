/**
 * The remaining pages' calls (docs/platform-api.md, "Pages"): siteConf, getHotPoints, getHotPointTimeAxis,
 * getOnlineStudies, getOnlineStudy, getProducts, getProductDetail, getCertificate; and the
 * certificate's PDF, which a PDF reader must be able to open (docs/decisions/0028).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, get, request } from './helpers.mjs';
import { imagePdf } from '../lib/pdf.mjs';
import { DRAFT_PAPER_ARTICLE_ID } from '../seed/pages.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string | number>} query */
const missing = async (name, query) => (await get(app, `/app_if/${name}`, query)).body;

test('siteConf answers the about text, contacts, licence numbers and the certificates', async () => {
  const conf = await call(app, 'siteConf', {});
  assert.equal(conf.siteName, '高原融媒');
  assert.ok(conf.about.length >= 2 && conf.about.every((/** @type {string} */ p) => p.length > 20));
  assert.ok(conf.contacts.some((/** @type {any} */ c) => c.kind === 'hotline' && /^0891-/.test(c.value)));
  assert.ok(
    conf.licences.some((/** @type {any} */ l) => l.name === '互联网新闻信息服务许可证' && /^\d+$/.test(l.number)),
  );
  assert.deepEqual(
    conf.certificates.map((/** @type {any} */ c) => c.id),
    [1, 2],
  );
});

test("the about page's legal identifiers are the footer's (getConfig's beian), one set of numbers", async () => {
  const { licences } = await call(app, 'siteConf', {});
  const { beian } = await call(app, 'getConfig', { appID: 1 });
  const number = (/** @type {string} */ name) => licences.find((/** @type {any} */ l) => l.name === name)?.number;
  assert.equal(number('互联网新闻信息服务许可证'), beian.newsLicenseNo);
  assert.equal(number('ICP备案'), beian.icpNo);
  assert.equal(number('公安机关备案'), beian.gonganNo);
  assert.equal(number('违法和不良信息举报电话'), beian.reportTel);
});

test('getHotPointTimeAxis answers a topic’s events oldest first, with the reporting article’s list item', async () => {
  const { list } = await call(app, 'getHotPoints', {});
  assert.deepEqual(
    list.map((/** @type {any} */ h) => h.title),
    ['高原清洁能源建设', '青稞产业迎来新发展', '冬春安全生产'],
  );
  assert.equal(list[0].eventCount, 5);
  const axis = await call(app, 'getHotPointTimeAxis', { id: 1 });
  const times = axis.list.map((/** @type {any} */ e) => e.time);
  assert.deepEqual(times, [...times].sort());
  assert.equal(axis.updateTime, times.at(-1));
  const reported = axis.list.filter((/** @type {any} */ e) => e.article);
  assert.deepEqual(
    reported.map((/** @type {any} */ e) => e.article.fileId),
    [1021, 1024],
  );
  assert.equal(reported[0].article.title, '昌都光伏电站并网发电');
  assert.equal(axis.list[0].article, null);
  assert.deepEqual(await missing('getHotPointTimeAxis', { id: 99 }), { status: -1, message: 'hot point not found' });
});

test('getOnlineStudy answers a course with its chapters; getOnlineStudies lists the newest first', async () => {
  const { list } = await call(app, 'getOnlineStudies', {});
  assert.equal(list[0].id, 1);
  assert.ok(list[0].publishtime > list[1].publishtime);
  const study = await call(app, 'getOnlineStudy', { id: 1 });
  assert.equal(study.chapters.length, study.chapterCount);
  assert.equal(
    study.minutes,
    study.chapters.reduce((/** @type {number} */ s, /** @type {any} */ c) => s + c.minutes, 0),
  );
  assert.match(study.content, /^<p>/);
  assert.deepEqual(await missing('getOnlineStudy', { id: 99 }), { status: -1, message: 'study not found' });
});

test('getProductDetail answers a product with its points price and stock, zero when sold out', async () => {
  const { list } = await call(app, 'getProducts', {});
  assert.equal(list.length, 4);
  const product = await call(app, 'getProductDetail', { id: 1 });
  assert.equal(product.name, '林芝松茸礼盒（250克）');
  assert.ok(product.points > 0 && product.stock > 0 && product.origin);
  assert.equal((await call(app, 'getProductDetail', { id: 4 })).stock, 0);
  assert.deepEqual(await missing('getProductDetail', { id: 99 }), { status: -1, message: 'product not found' });
});

test('getCertificate answers the PDF and its page images, all served; the PDF’s cross-reference table is exact', async () => {
  const c = await call(app, 'getCertificate', { id: 1 });
  assert.equal(c.pages.length, 2);
  assert.match(c.txHash, /^[0-9a-f]{64}$/);
  const page = await request(app, { url: new URL(c.pages[0].url).pathname });
  assert.equal(page.http, 200);
  assert.equal(page.headers['content-type'], 'image/jpeg');
  const pdf = await app.inject({ url: new URL(c.pdfUrl).pathname });
  assert.equal(pdf.statusCode, 200);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assertPdfStructure(pdf.rawPayload, 2);
  assert.deepEqual(await missing('getCertificate', { id: 99 }), { status: -1, message: 'certificate not found' });
  assert.equal((await get(app, '/app_if/getCertificate', {})).body.status, -1);
});

test('imagePdf refuses an empty document', () => {
  assert.throws(() => imagePdf([]), /at least one page/);
});

/**
 * What a PDF reader relies on: the header, every xref offset pointing at its object, startxref
 * pointing at the table, and the page count. @param {Buffer} pdf @param {number} pages
 */
function assertPdfStructure(pdf, pages) {
  const text = pdf.toString('latin1');
  assert.ok(text.startsWith('%PDF-1.4\n'));
  assert.ok(text.endsWith('%%EOF\n'));
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  assert.ok(text.startsWith('xref\n', startxref));
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3)
    .filter((l) => / 00000 n $/.test(l));
  assert.equal(entries.length, 3 + pages * 3);
  entries.forEach((line, i) =>
    assert.ok(text.startsWith(`${i + 1} 0 obj\n`, Number(line.slice(0, 10))), `object ${i + 1} at its offset`),
  );
  assert.match(text, new RegExp(`/Type /Pages /Kids \\[[^\\]]+\\] /Count ${pages} `));
  // Each image stream's /Length is the JPEG's byte length: the stream ends right after it.
  for (const m of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const end = (m.index ?? 0) + m[0].length + Number(m[1]);
    assert.ok(text.startsWith('\nendstream\n', end), 'stream length');
  }
}

test('getPaperArticle answers the preview variant: an unpublished article, absent from its layout’s list', async () => {
  const draft = await call(app, 'getPaperArticle', { id: DRAFT_PAPER_ARTICLE_ID });
  assert.equal(draft.aStatus, 0);
  assert.match(draft.title, /^预览稿件/);
  const layout = await call(app, 'getPaperArticles', { id: draft.layout.id });
  assert.ok(layout.list.length > 0);
  assert.ok(layout.list.every((/** @type {any} */ a) => a.fileId !== DRAFT_PAPER_ARTICLE_ID));
  assert.equal(layout.layout.articleCount, layout.list.length);
});
