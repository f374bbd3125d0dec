import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/test';
import { SEED } from './support/seed';
import { childText, childrenNamed, parseXml, type XmlNode } from '../support/xmlTree';
import { rssProblems } from './support/rssFeed';
import { sitemapSchemaErrors, type SitemapDocument } from '../seo/sitemapSchema';

// How search engines and feed readers find the site (decision 0023).

/** The text of an XML document that answers 200 with the content type `type`. */
async function xmlText(request: APIRequestContext, url: string, type: RegExp): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(type);
  return response.text();
}

async function xml(request: APIRequestContext, url: string, type: RegExp): Promise<XmlNode> {
  return parseXml(await xmlText(request, url, type));
}

/** Every address answers 200 (four at a time: the machine is small). */
async function expectAllOk(request: APIRequestContext, urls: string[]): Promise<void> {
  const queue = [...new Set(urls)];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const status = (await request.get(url, { maxRedirects: 0 })).status();
        if (status !== 200) failures.push(`${status} ${url}`);
      }
    }),
  );
  expect(failures).toEqual([]);
}

/**
 * An RSS feed: it answers 200 as RSS, rss-parser (an outside feed reader, support/rssFeed.ts) reads
 * it with nothing missing, and its tree is returned for the checks of our own.
 */
async function rssFeed(request: APIRequestContext, url: string): Promise<XmlNode> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^application\/rss\+xml/);
  const text = await response.text();
  expect((await rssProblems(url, text)).problems, `${url} as rss-parser reads it`).toEqual([]);
  return parseXml(text);
}

const locs = (urlset: XmlNode) => childrenNamed(urlset, 'url').map((url) => childText(url, 'loc'));

test('robots.txt names the sitemap index; the index and every sitemap parse, are valid by their XML schemas, and their addresses answer 200', async ({
  request,
  baseURL,
}) => {
  // It renders every page the pages sitemap lists (the paper's layouts, about, hot topics, courses, goods and
  // certificates) and three columns whole: ~25 s alone on the small machine.
  // A ceiling: fetching every sitemap and its addresses took 49 s of 60 with two workers on a busy machine.
  test.setTimeout(120_000);
  const robots = await request.get('robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(sitemapUrl).toBe(new URL('sitemap.xml', baseURL).href);
  // Crawlers read robots.txt at the origin's root only.
  const atRoot = await request.get(new URL('/robots.txt', baseURL).href);
  expect(atRoot.status()).toBe(200);
  expect(await atRoot.text()).toBe(text);

  // Every sitemap fetched here (the index, each urlset, the news sitemap) is then held to its XML
  // schema by xmllint, all in one run (tests/seo/sitemapSchema.ts, docs/decisions/0104).
  const documents: SitemapDocument[] = [
    { url: sitemapUrl!, xml: await xmlText(request, sitemapUrl!, /^application\/xml/) },
  ];
  const index = parseXml(documents[0]!.xml);
  expect(index.name).toBe('sitemapindex');
  const sitemaps = childrenNamed(index, 'sitemap').map((s) => childText(s, 'loc'));
  expect(sitemaps).toContain(new URL('sitemap/news.xml', baseURL).href);
  expect(sitemaps).toContain(new URL(`sitemap/column/${SEED.homeColumn}.xml`, baseURL).href);

  const checked: string[] = [];
  for (const loc of sitemaps) {
    const text = await xmlText(request, loc, /^application\/xml/);
    documents.push({ url: loc, xml: text });
    const urlset = parseXml(text);
    expect(urlset.name).toBe('urlset');
    const urls = locs(urlset);
    // Per-column sitemaps all parse; the pages, the news and three columns (news, video, photos) are fetched whole.
    if (/pages|news|column\/(1|6|7)\.xml/.test(loc)) checked.push(...urls);
    else checked.push(...urls.slice(0, 2));
    // Only a translated page has language versions (the download page); a page of the platform's
    // text has one, in every interface language (docs/decisions/0055).
    for (const url of childrenNamed(urlset, 'url')) {
      const hreflang = childrenNamed(url, 'xhtml:link').map((link) => link.attributes.hreflang);
      const translated = childText(url, 'loc').endsWith('/downloadClient.html');
      expect(hreflang, childText(url, 'loc')).toEqual(translated ? ['zh-CN', 'bo', 'en', 'de', 'fr', 'x-default'] : []);
    }
  }
  expect(await sitemapSchemaErrors(documents)).toEqual([]);
  expect(checked.length).toBeGreaterThan(40);
  await expectAllOk(request, checked);
});

test('the news sitemap lists only the last 48 hours, with the fields Google News requires', async ({ request }) => {
  const urlset = await xml(request, 'sitemap/news.xml', /^application\/xml/);
  const now = Date.now();
  for (const url of childrenNamed(urlset, 'url')) {
    const news = childrenNamed(url, 'news:news')[0]!;
    const publication = childrenNamed(news, 'news:publication')[0]!;
    expect(childText(publication, 'news:name')).not.toBe('');
    expect(childText(publication, 'news:language')).not.toBe('');
    expect(childText(news, 'news:title')).not.toBe('');
    const age = now - Date.parse(childText(news, 'news:publication_date'));
    expect(age).toBeGreaterThanOrEqual(-60_000);
    expect(age).toBeLessThanOrEqual(48 * 3600_000);
  }
});

test('RSS 2.0 for the site and a column; pages link them and their hreflang alternates', async ({
  request,
  baseURL,
}) => {
  for (const feed of ['rss.xml', `rss/${SEED.homeColumn}.xml`]) {
    const rss = await rssFeed(request, feed);
    expect(rss.attributes.version).toBe('2.0');
    const channel = childrenNamed(rss, 'channel')[0]!;
    for (const field of ['title', 'link', 'description']) expect(childText(channel, field), field).not.toBe('');
    const items = childrenNamed(channel, 'item');
    expect(items.length).toBeGreaterThan(5);
    for (const item of items)
      for (const field of ['title', 'link', 'guid', 'pubDate']) expect(childText(item, field)).not.toBe('');
    await expectAllOk(
      request,
      items.slice(0, 5).map((item) => childText(item, 'link')),
    );
  }
  expect((await request.get('rss/987654.xml')).status()).toBe(404);
  expect((await request.get('rss/abc.xml')).status()).toBe(404);

  // A column's text is the platform's: one version, whose canonical is the bare path, without
  // alternates; the download page is translated: each language version is its own canonical.
  const html = await (await request.get(`columnDetail/${SEED.homeColumn}.html?lang=bo`)).text();
  const column = new URL(`columnDetail/${SEED.homeColumn}.html`, baseURL).href;
  expect(html, 'canonical').toContain(`<link rel="canonical" href="${column}"/>`);
  expect(html).not.toMatch(/<link rel="alternate" hrefLang=/);
  const download = await (await request.get('downloadClient.html?lang=bo')).text();
  const downloadUrl = new URL('downloadClient.html', baseURL).href;
  expect(download, 'canonical').toContain(`<link rel="canonical" href="${downloadUrl}?lang=bo"/>`);
  for (const [lang, href] of [
    ['zh-CN', downloadUrl],
    ['bo', `${downloadUrl}?lang=bo`],
    ['fr', `${downloadUrl}?lang=fr`],
    ['x-default', downloadUrl],
  ]) {
    expect(download).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
  }
  const feeds = [
    ...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)" title="[^"]+"\/>/g),
  ].map((m) => m[1]);
  expect(feeds).toEqual([new URL('rss.xml', baseURL).href, new URL(`rss/${SEED.homeColumn}.xml`, baseURL).href]);
});

/** Runs `work` over `items`, four at a time (the machine is small). */
async function fourAtATime<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const newest = (times: string[]) =>
  times
    .filter(Boolean)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1);

test('RSS items carry the summary, the full text where sharing is open, and the cover picture', async ({ request }) => {
  const channel = childrenNamed(await rssFeed(request, `rss/${SEED.homeColumn}.xml`), 'channel')[0]!;
  const items = childrenNamed(channel, 'item');
  const byId = (id: number) => items.find((item) => childText(item, 'link').endsWith(`/${id}.html`));
  // A summary, not the title again (feedparser reads `description` as the item's summary).
  const summarised = items.filter((item) => childText(item, 'description') !== childText(item, 'title'));
  expect(summarised.length).toBeGreaterThan(items.length / 2);
  const news = byId(SEED.news)!;
  expect(childText(news, 'description')).not.toMatch(/<|&amp;|&lt;/);
  expect(childText(news, 'content:encoded')).toMatch(/^<p[ >]/);
  // Sharing closed: the summary leaves the page, the full text does not.
  const closed = byId(SEED.shareClosed)!;
  expect(childText(closed, 'description')).not.toBe(childText(closed, 'title'));
  expect(childrenNamed(closed, 'content:encoded')).toEqual([]);
  const pictures = items.flatMap((item) => childrenNamed(item, 'media:content').map((media) => media.attributes));
  expect(pictures.length).toBeGreaterThan(3);
  for (const picture of pictures) expect(picture.medium).toBe('image');
  await expectAllOk(
    request,
    pictures.slice(0, 3).map((picture) => picture.url!),
  );
});

test('every feed a column page advertises answers 200 and rss-parser reads it, the list of special topics and live broadcasts included', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const index = await xml(request, 'sitemap.xml', /^application\/xml/);
  const columnIds = childrenNamed(index, 'sitemap')
    .map((s) => /column\/(\d+)\.xml$/.exec(childText(s, 'loc'))?.[1])
    .filter((id): id is string => Boolean(id));
  // Column 9 lists the special topics, column 8 the live broadcasts (platform/seed/columns.mjs).
  expect(columnIds).toEqual(expect.arrayContaining(['8', '9']));
  const advertised: string[] = [];
  await fourAtATime([...new Set([...columnIds, '9', '11', '13'])], async (id) => {
    const response = await request.get(`columnDetail/${id}.html`);
    if (response.status() !== 200) return;
    const html = await response.text();
    advertised.push(
      ...[...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/g)].map((m) => m[1]!),
    );
  });
  expect(advertised.some((url) => url.endsWith('/rss/9.xml'))).toBe(true);
  // Every feed advertised, read by rss-parser.
  await fourAtATime([...new Set(advertised)], async (url) => void (await rssFeed(request, url)));
  const live = childrenNamed(childrenNamed(await rssFeed(request, 'rss/8.xml'), 'channel')[0]!, 'item');
  expect(live.length).toBeGreaterThan(3);
  for (const item of live) expect(childText(item, 'link')).toMatch(/\/liveDetail\/\d+\/\d+\.html$/);
  const liveSitemap = locs(await xml(request, 'sitemap/column/8.xml', /^application\/xml/));
  expect(liveSitemap.filter((url) => url.includes('/liveDetail/')).length).toBe(live.length);
  await expectAllOk(
    request,
    live.slice(0, 3).map((item) => childText(item, 'link')),
  );
});

test('the index gives each sitemap the lastmod of its newest item; news items keep their own publication times', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const index = await xml(request, 'sitemap.xml', /^application\/xml/);
  for (const sitemap of childrenNamed(index, 'sitemap')) {
    const loc = childText(sitemap, 'loc');
    const urls = childrenNamed(await xml(request, loc, /^application\/xml/), 'url');
    const times = loc.endsWith('news.xml')
      ? urls.map((url) => childText(childrenNamed(url, 'news:news')[0]!, 'news:publication_date'))
      : urls.map((url) => childText(url, 'lastmod'));
    expect(childText(sitemap, 'lastmod'), loc).toBe(newest(times));
    expect(childText(sitemap, 'lastmod'), loc).not.toBe('');
  }
  const news = childrenNamed(await xml(request, 'sitemap/news.xml', /^application\/xml/), 'url');
  const published = news.map((url) => childText(childrenNamed(url, 'news:news')[0]!, 'news:publication_date'));
  expect(published.length).toBeGreaterThan(5);
  expect(new Set(published).size).toBeGreaterThan(published.length / 2);
});

test("every address the sitemaps list is its page's canonical", async ({ request }) => {
  test.setTimeout(120_000);
  const index = await xml(request, 'sitemap.xml', /^application\/xml/);
  const urls: string[] = [];
  for (const sitemap of childrenNamed(index, 'sitemap')) {
    const listed = locs(await xml(request, childText(sitemap, 'loc'), /^application\/xml/));
    // The pages and the news whole; of each column its page and its first five articles (bounded: the machine is small).
    urls.push(...(/pages|news/.test(childText(sitemap, 'loc')) ? listed : listed.slice(0, 6)));
  }
  const unique = [...new Set(urls)];
  expect(unique.length).toBeGreaterThan(60);
  const wrong: string[] = [];
  await fourAtATime(unique, async (url) => {
    const response = await request.get(url, { maxRedirects: 0 });
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1]?.replace(/&amp;/g, '&');
    if (response.status() !== 200 || canonical !== url)
      wrong.push(`${response.status()} ${url} -> ${canonical ?? 'no canonical'}`);
  });
  expect(wrong).toEqual([]);
});
