import sharp from 'sharp';
import { test, expect } from './support/test';
import { anonymousPages } from './support/families';
import { SEED } from './support/seed';
import { ROUTES } from '@/lib/routing/routeTable';
import { openGraphOf, pictureSizes } from './support/openGraph';

// What link previews see on every route family (docs/decisions/0055): one page of each public
// family, as an anonymous reader reaches it (support/families.ts), read by open-graph-scraper
// (support/openGraph.ts): og:title, og:type, og:url and twitter:card are there, every og:image is
// absolute, at least 600 px wide, and states a width and height that are the picture's own; the first picture of the
// body is 300×300 or more and is that share picture (weixin's preview takes the first such one when
// a page has no JS-SDK share).

/**
 * Public families without a share preview, and why. The lite article is for weak networks: not
 * indexed, its canonical the full article, and a hidden picture would cost the bytes it saves.
 */
const WITHOUT_PREVIEW: Readonly<Record<string, string>> = {
  liteDetail: 'the lite article (docs/decisions/0017, 0055)',
};

/** The content of `<meta property|name="key" content="…">`, every one in order. */
function metas(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => new RegExp(`\\s(?:property|name)="${key.replace(/[:.]/g, '\\$&')}"`).test(tag))
    .map((tag) => (/\scontent="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&'));
}

/** The attributes of the first `<img>` of the body. */
function firstBodyImage(html: string): Record<string, string> | null {
  const body = html.slice(html.indexOf('<body'));
  const tag = /<img\b[^>]*>/.exec(body)?.[0];
  if (!tag) return null;
  return Object.fromEntries(
    [...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]),
  );
}

test('every public route family states, as open-graph-scraper reads it, an absolute og:image of 600 px or more with its true size, and shows it first in the body', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const { pages } = await anonymousPages(request, origin);
  const publicFamilies = new Set(
    ROUTES.filter((facts) => facts.public && !(facts.name in WITHOUT_PREVIEW)).map((facts) => facts.name),
  );
  const sizeOf = pictureSizes(request);
  const problems: string[] = [];
  let checked = 0;
  const started = Date.now();
  for (const [key, html] of pages) {
    const family = key.split(' ')[0]!;
    if (!publicFamilies.has(family)) continue;
    checked += 1;
    // The outside reader: every tag a preview needs, every og:image measured (support/openGraph.ts).
    const { image, problems: found } = await openGraphOf(html, key, sizeOf);
    problems.push(...found);
    if (!image) continue;
    if (metas(html, 'twitter:card')[0] !== 'summary_large_image')
      problems.push(`${key}: twitter:card ${metas(html, 'twitter:card')[0]}`);
    const first = firstBodyImage(html);
    const firstUrl = first?.src ? new URL(first.src, origin).href : '';
    if (
      !first ||
      Number(first.width) < 300 ||
      Number(first.height) < 300 ||
      new URL(firstUrl).pathname !== new URL(image.url).pathname
    ) {
      problems.push(
        `${key}: first picture of the body is ${firstUrl} ${first?.width}×${first?.height}, not og:image ${image.url}`,
      );
    } else if ((await sizeOf(firstUrl)).width !== image.width) {
      problems.push(`${key}: the body's first picture ${firstUrl} is not ${image.width} px wide`);
    }
  }
  console.log(
    `previews: ${checked} public pages read by open-graph-scraper in ${Date.now() - started} ms, ${problems.length} problems`,
  );
  const missing = [...publicFamilies].filter((name) => ![...pages.keys()].some((key) => key.split(' ')[0] === name));
  expect(missing, 'public route families with no page checked').toEqual([]);
  expect(problems, 'preview problems').toEqual([]);
});

test('a media account, a reporter and a figure share a generated card with their name, not their small avatar', async ({
  request,
}) => {
  for (const path of ['xyDetail/1.html', 'reporter/1.html', 'figureDetail/1.html']) {
    const html = await (await request.get(path)).text();
    const image = metas(html, 'og:image')[0]!;
    expect(image, path).toMatch(/\/previewCard\/(xy|reporter|figure)\/1\.jpg$/);
    const card = await request.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect(card.headers()['cache-control']).toMatch(/public, max-age=\d+/);
    expect(await sharp(await card.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
  }
});

test('preview cards are drawn only for ids and public routes: anything else is a 404', async ({ request }) => {
  for (const path of ['previewCard/page/search.jpg', 'previewCard/page/home.jpg'])
    expect((await request.get(path)).status(), path).toBe(200);
  for (const path of [
    'previewCard/xy/999999.jpg',
    'previewCard/page/getUserInfo.jpg',
    'previewCard/page/hello.jpg',
    'previewCard/text/1.jpg',
    'previewCard/xy/1.png',
    'previewCard/page/search.jpg.jpg',
    `previewCard/page/${encodeURIComponent('<b>x</b>')}.jpg`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('an article in Chinese read in the English interface says its text is Chinese and offers no English version', async ({
  request,
}) => {
  const html = await (await request.get(`newsDetail/1/${SEED.news}.html?lang=en`)).text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toMatch(/<article [^>]*lang="zh-CN"/);
  expect(metas(html, 'og:locale')).toEqual(['zh_CN']);
  expect(html).not.toMatch(/<link rel="alternate" hreflang=/i);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toMatch(new RegExp(`/newsDetail/1/${SEED.news}\\.html$`));
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  expect(ld).toContain('"inLanguage":"zh-CN"');
  expect(ld).not.toContain('"inLanguage":"en"');

  // The English article is English in any interface; the download page is translated: it has versions.
  const english = await (await request.get(`newsDetail/1/${SEED.english}.html?lang=bo`)).text();
  expect(metas(english, 'og:locale')).toEqual(['en_US']);
  expect(english).toMatch(/<article [^>]*lang="en"/);
  const download = await (await request.get('downloadClient.html?lang=en')).text();
  expect(metas(download, 'og:locale')).toEqual(['en_US']);
  expect(download).toMatch(/<link rel="alternate" hreflang="bo"/i);
});
