import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/test';
import { SEED } from './support/seed';
import { childText, childrenNamed, parseXml, type XmlNode } from '../support/xmlTree';

// How search engines and feed readers find the site (decision 0023).

async function xml(request: APIRequestContext, url: string, type: RegExp): Promise<XmlNode> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(type);
  return parseXml(await response.text());
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

const locs = (urlset: XmlNode) => childrenNamed(urlset, 'url').map((url) => childText(url, 'loc'));

test('robots.txt names the sitemap index; the index, every sitemap and feed parse, and their addresses answer 200', async ({ request, baseURL }) => {
  // It renders every page the pages sitemap lists (the paper's layouts, about, hot topics, courses, goods and
  // certificates) and three columns whole: ~25 s alone on the small machine.
  test.setTimeout(60_000);
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

  const index = await xml(request, sitemapUrl!, /^application\/xml/);
  expect(index.name).toBe('sitemapindex');
  const sitemaps = childrenNamed(index, 'sitemap').map((s) => childText(s, 'loc'));
  expect(sitemaps).toContain(new URL('sitemap/news.xml', baseURL).href);
  expect(sitemaps).toContain(new URL(`sitemap/column/${SEED.homeColumn}.xml`, baseURL).href);

  const checked: string[] = [];
  for (const loc of sitemaps) {
    const urlset = await xml(request, loc, /^application\/xml/);
    expect(urlset.name).toBe('urlset');
    const urls = locs(urlset);
    // Per-column sitemaps all parse; the pages, the news and three columns (news, video, photos) are fetched whole.
    if (/pages|news|column\/(1|6|7)\.xml/.test(loc)) checked.push(...urls);
    else checked.push(...urls.slice(0, 2));
    for (const url of childrenNamed(urlset, 'url')) {
      const hreflang = childrenNamed(url, 'xhtml:link').map((link) => link.attributes.hreflang);
      if (!loc.endsWith('news.xml')) expect(hreflang).toEqual(['zh-CN', 'bo', 'en', 'de', 'fr', 'x-default']);
    }
  }
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

test('RSS 2.0 for the site and a column; pages link them and their hreflang alternates', async ({ request, baseURL }) => {
  for (const feed of ['rss.xml', `rss/${SEED.homeColumn}.xml`]) {
    const rss = await xml(request, feed, /^application\/rss\+xml/);
    expect(rss.attributes.version).toBe('2.0');
    const channel = childrenNamed(rss, 'channel')[0]!;
    for (const field of ['title', 'link', 'description']) expect(childText(channel, field), field).not.toBe('');
    const items = childrenNamed(channel, 'item');
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) for (const field of ['title', 'link', 'guid', 'pubDate']) expect(childText(item, field)).not.toBe('');
    await expectAllOk(request, items.slice(0, 5).map((item) => childText(item, 'link')));
  }
  expect((await request.get('rss/987654.xml')).status()).toBe(404);
  expect((await request.get('rss/abc.xml')).status()).toBe(404);

  const html = await (await request.get(`columnDetail/${SEED.homeColumn}.html?lang=bo`)).text();
  const column = new URL(`columnDetail/${SEED.homeColumn}.html`, baseURL).href;
  expect(html, 'canonical').toContain(`<link rel="canonical" href="${column}?lang=bo"/>`);
  for (const [lang, href] of [['zh-CN', column], ['bo', `${column}?lang=bo`], ['fr', `${column}?lang=fr`], ['x-default', column]]) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
  }
  const feeds = [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)" title="[^"]+"\/>/g)].map((m) => m[1]);
  expect(feeds).toEqual([new URL('rss.xml', baseURL).href, new URL(`rss/${SEED.homeColumn}.xml`, baseURL).href]);
});
