import { test, expect } from './support/test';

// No link the product renders leads to a 404 (or to a failure): a crawl from home, three links
// deep, over the seeded site, as an anonymous reader. Raw HTML only: the server's links are what
// crawlers and readers without script follow; islands' links are covered by their own specs.

const BASE = '/wap/touch/';
const MAX_DEPTH = 3;
const MAX_PAGES = 450;
/** Pages of one route family past this many add little: the same template with other ids. */
const PER_ROUTE = 18;
/** The same page in another language or theme: one visit to the page covers its links. */
const VARIANT_KEYS = ['lang', 'theme', 'dark', 'grey'];

/** Our own page addresses in a page's anchors, normalised (no fragment, no language or theme variant). */
function pageLinks(html: string, from: URL): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&');
    if (/^(mailto|tel|javascript|weixin|sms):/i.test(raw) || raw.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(raw, from);
    } catch {
      continue;
    }
    if (url.origin !== from.origin || !url.pathname.startsWith(BASE) || url.pathname.startsWith(`${BASE}api/`)) continue;
    if (!/\.html$/.test(url.pathname)) continue; // feeds, sitemaps and files have their own specs
    url.hash = '';
    for (const key of VARIANT_KEYS) url.searchParams.delete(key);
    found.add(url.pathname + url.search);
  }
  return [...found];
}

test('from home, three links deep: every page the product links answers, none is a 404', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Map<string, string>([[`${BASE}home.html`, '(start)']]);
  const perRoute = new Map<string, number>();
  let frontier = [`${BASE}home.html`];
  const broken: string[] = [];
  let visited = 0;

  for (let depth = 0; depth <= MAX_DEPTH && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    // A few at a time: a crawler's pace, and the front server's cache fills are serialised per key anyway.
    for (let i = 0; i < frontier.length; i += 6) {
      const batch = frontier.slice(i, i + 6);
      await Promise.all(
        batch.map(async (path) => {
          visited += 1;
          const response = await request.get(`${origin}${path}`);
          const status = response.status();
          if (status >= 400) {
            broken.push(`${status} ${path} (linked from ${seen.get(path)})`);
            return;
          }
          if (depth === MAX_DEPTH) return;
          const finalUrl = new URL(response.url());
          for (const link of pageLinks(await response.text(), finalUrl)) {
            if (seen.has(link)) continue;
            const route = link.slice(BASE.length).split(/[/.?]/)[0]!;
            const count = perRoute.get(route) ?? 0;
            if (count >= PER_ROUTE || seen.size >= MAX_PAGES) continue;
            perRoute.set(route, count + 1);
            seen.set(link, path);
            next.push(link);
          }
        }),
      );
    }
    frontier = next;
  }

  console.log(`crawl: ${visited} pages, ${perRoute.size} route families: ${[...perRoute.keys()].sort().join(' ')}`);
  expect(broken).toEqual([]);
  // The crawl reached the site, not only home: articles, lists and the chrome's pages.
  expect(perRoute.size).toBeGreaterThanOrEqual(15);
});

test('the link reader finds anchors, keeps queries, drops variants, fragments and other sites', () => {
  const from = new URL('http://127.0.0.1:3199/wap/touch/home.html');
  const html = `<a href="/wap/touch/newsDetail/1/1000.html?lang=bo#top">a</a><a class="x" href="search.html?keyword=%E9%9B%AA&amp;lang=en">b</a>
    <a href="https://gov.example.cn/x.html">c</a><a href="/wap/touch/api/like">d</a><a href="mailto:a@b.c">e</a><a href="/wap/touch/rss.xml">f</a>`;
  expect(pageLinks(html, from)).toEqual(['/wap/touch/newsDetail/1/1000.html', '/wap/touch/search.html?keyword=%E9%9B%AA']);
});
