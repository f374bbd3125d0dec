/**
 * The paper edition: papers, issues by date, layouts with page images and article regions,
 * paper articles (getPapers, getLatestMaePaper, getMaePaperDatesByDate, getPaperLayouts,
 * getPaperArticles, getPaperArticle).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { makePlatform, dispose, call, get, request } from './helpers.mjs';
import { newestIssueDate, paperRows } from '../seed/paper.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

const today = () => newestIssueDate(Math.floor(Date.now() / 1000));

test('getPapers lists the site’s papers with their newest issue date: today’s, for a daily paper', async () => {
  const { list } = await call(app, 'getPapers', {});
  assert.deepEqual(
    list.map((/** @type {any} */ p) => p.name),
    ['高原日报', '拉萨晚报'],
  );
  assert.equal(list[0].latestDate, today());
});

test('getLatestMaePaper answers the newest issue with its layouts and page images, which are served', async () => {
  const issue = await call(app, 'getLatestMaePaper', {});
  assert.equal(issue.paperId, 1);
  assert.equal(issue.date, today());
  assert.deepEqual(
    issue.layouts.map((/** @type {any} */ l) => l.layoutNo),
    ['01', '02', '03', '04'],
  );
  const [front] = issue.layouts;
  assert.equal(front.layoutName, '要闻');
  assert.ok(front.articleCount >= 3);
  assert.deepEqual([front.width, front.height], [600, 900]);
  const image = await request(app, { url: new URL(front.picUrl).pathname });
  assert.equal(image.http, 200);
  assert.equal(image.headers['content-type'], 'image/jpeg');
  assert.ok(fs.existsSync(path.join(dir, 'media', new URL(front.picUrl).pathname.replace('/media/', ''))));
  assert.deepEqual((await get(app, '/app_if/getLatestMaePaper', { paperId: 99 })).body, {
    status: -1,
    message: 'paper not found',
  });
});

test('getMaePaperDatesByDate answers a month’s issue dates; the evening paper skips Sundays', async () => {
  const month = today().slice(0, 7);
  const daily = await call(app, 'getMaePaperDatesByDate', { paperId: 1, date: month });
  assert.equal(daily.month, month);
  assert.equal(daily.dates[0], today());
  assert.ok(daily.dates.every((/** @type {string} */ d) => d.startsWith(month)));
  assert.ok(daily.firstDate < daily.lastDate);
  const evening = await call(app, 'getMaePaperDatesByDate', { paperId: 2, date: `${month}-01` });
  assert.ok(evening.dates.every((/** @type {string} */ d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0));
  const none = await call(app, 'getMaePaperDatesByDate', { paperId: 1, date: '2001-01' });
  assert.deepEqual(none.dates, []);
  assert.deepEqual((await get(app, '/app_if/getMaePaperDatesByDate', {})).body, {
    status: -1,
    message: 'paperId is required',
  });
});

test('getPaperLayouts answers the issue of a date, and "not found" for a day without one', async () => {
  const { firstDate } = await call(app, 'getMaePaperDatesByDate', { paperId: 1 });
  const issue = await call(app, 'getPaperLayouts', { id: 1, date: firstDate });
  assert.equal(issue.date, firstDate);
  assert.equal(issue.layouts.length, 4);
  assert.deepEqual((await get(app, '/app_if/getPaperLayouts', { id: 1, date: '2001-01-01' })).body, {
    status: -1,
    message: 'paper issue not found',
  });
});

test('getPaperArticles answers a layout’s articles with their regions inside the page image', async () => {
  const issue = await call(app, 'getLatestMaePaper', { paperId: 1 });
  const layout = await call(app, 'getPaperArticles', { id: issue.layouts[0].id });
  assert.equal(layout.layout.id, issue.layouts[0].id);
  assert.ok(layout.list.length >= 3);
  for (const article of layout.list) {
    const points = article.layoutMapping.mapping.split(',').map(Number);
    assert.equal(points.length % 2, 0);
    assert.ok(
      points.every((/** @type {number} */ n, /** @type {number} */ i) => n >= 0 && n <= (i % 2 === 0 ? 600 : 900)),
    );
    assert.ok(article.title.length > 3);
  }
  assert.deepEqual((await get(app, '/app_if/getPaperArticles', { id: 999999 })).body, {
    status: -1,
    message: 'layout not found',
  });
});

test('getPaperArticle answers the text, its issue and layout; the lead article has its kicker and subtitle', async () => {
  const issue = await call(app, 'getLatestMaePaper', { paperId: 1 });
  const layout = await call(app, 'getPaperArticles', { id: issue.layouts[0].id });
  const article = await call(app, 'getPaperArticle', { id: layout.list[0].fileId });
  assert.equal(article.title, layout.list[0].title);
  assert.match(article.content, /^<p>本报讯（记者 /);
  assert.ok(article.subTitle && article.introTitle);
  assert.equal(article.date, issue.date);
  assert.equal(article.layout.layoutNo, '01');
  assert.match(article.publishtime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.0$/);
  assert.ok(Date.parse(article.publishtime.replace(' ', 'T').replace('.0', '+08:00')) <= Date.now());
  assert.deepEqual((await get(app, '/app_if/getPaperArticle', { id: 1 })).body, {
    status: -1,
    message: 'article not found',
  });
});

test('the seed publishes an issue’s articles one after another from five o’clock, each its own time, never in the future', () => {
  /** The seed at China time `at` on 2026-11-24: its newest issue's date and that issue's publication times. */
  const seedAt = (/** @type {string} */ at) => {
    const now = Date.parse(`2026-11-24T${at}+08:00`) / 1000;
    const { layouts, articles } = paperRows(now);
    const newest = layouts.filter((l) => l.issue_date === newestIssueDate(now));
    const ids = new Set(newest.map((l) => l.id));
    return {
      now,
      date: newestIssueDate(now),
      times: articles.filter((a) => ids.has(a.layout_id)).map((a) => Number(a.publish_time)),
    };
  };
  // From seven the newest issue is the day's; in the night (the news sitemap's hours 16:00–21:00 UTC)
  // and the morning it is still coming online, yesterday's.
  for (const [at, date] of /** @type {[string, string][]} */ ([
    ['12:00:00', '2026-11-24'],
    ['07:00:00', '2026-11-24'],
    ['06:59:00', '2026-11-23'],
    ['05:10:00', '2026-11-23'],
    ['01:49:00', '2026-11-23'],
  ])) {
    const { now, date: newest, times } = seedAt(at);
    assert.equal(newest, date, at);
    assert.ok(times.length > 10, at);
    // Each its own time (the news sitemap lists them so), within the morning of the issue, all past.
    assert.ok(new Set(times).size > times.length * 0.9, `${at}: ${new Set(times).size} distinct of ${times.length}`);
    const five = Date.parse(`${date}T05:00:00+08:00`) / 1000;
    for (const time of times) assert.ok(time >= five && time < five + 2 * 3600 && time <= now - 60, `${at}: ${time}`);
  }
});

test('the evening paper’s newest issue has each page as a PDF (pdfUrl, pdfSize in bytes), served as one; other issues have none', async () => {
  const evening = await call(app, 'getLatestMaePaper', { paperId: 2 });
  assert.equal(evening.layouts.length, 2);
  for (const layout of evening.layouts) {
    assert.match(layout.pdfUrl, /\/media\/paper\/p2-0\d-\d\.pdf$/);
    const pdf = await request(app, { url: new URL(layout.pdfUrl).pathname });
    assert.equal(pdf.http, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const bytes = fs.readFileSync(path.join(dir, 'media', new URL(layout.pdfUrl).pathname.replace('/media/', '')));
    assert.equal(layout.pdfSize, bytes.length);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.match(bytes.subarray(-6).toString('latin1'), /%%EOF\n$/);
    // The page as printed: the page image's proportions, not A4's.
    assert.match(bytes.toString('latin1'), /\/MediaBox \[0 0 600 900\]/);
  }
  // The same layouts through getPaperArticles, and getPaperArticle's layout, say the same.
  const [front] = evening.layouts;
  assert.equal((await call(app, 'getPaperArticles', { id: front.id })).layout.pdfUrl, front.pdfUrl);
  // An older issue of the evening paper, and the daily's newest: no PDF.
  const { dates } = await call(app, 'getMaePaperDatesByDate', { paperId: 2, date: evening.date });
  const older =
    dates.find((/** @type {string} */ d) => d < evening.date) ??
    (await call(app, 'getMaePaperDatesByDate', { paperId: 2 })).firstDate;
  for (const layout of [
    ...(await call(app, 'getPaperLayouts', { id: 2, date: older })).layouts,
    ...(await call(app, 'getLatestMaePaper', {})).layouts,
  ]) {
    assert.equal(layout.pdfUrl, '');
    assert.equal(layout.pdfSize, 0);
  }
});
