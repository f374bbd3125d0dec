/**
 * The page families' sitemaps against the real reference platform (docs/decisions/0089): each
 * family's sitemap lists its pages, only of its own routes, within the protocol's limit and with
 * the content's lastmods, and the sitemap index names every one. Whether each listed address is its
 * page's canonical and answers 200 is the feeds e2e spec's (tests/e2e/feeds.spec.ts).
 */
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { childText, childrenNamed, parseXml } from '@/tests/support/xmlTree';
import { TEST_ORIGIN } from '@/tests/support/session';
import { BASE_PATH } from '@/lib/routing/basePath';
import { SITEMAP_FAMILIES, SITEMAP_FAMILY_NAMES, familySitemapPath } from '@/features/feeds/sitemapFamilies';
import { SITEMAP_URL_LIMIT } from '@/features/feeds/sitemapXml';

jest.setTimeout(120_000);
process.env.SITE_ORIGIN = TEST_ORIGIN;

let platform: RunningPlatform;
let documents: typeof import('@/features/feeds/server/documents');

beforeAll(async () => {
  // Every family needs pages to list: the designed dialect has them all. A g2 platform's
  // regionleaderView names no region, so its leaders family is empty (docs/decisions/0090).
  platform = await launchPlatform({ seedArticles: 200, env: { PLATFORM_DIALECT: 'designed' } });
  process.env.XY_API_BASE_URL = platform.url;
  await jest.isolateModulesAsync(async () => {
    documents = await import('@/features/feeds/server/documents');
  });
});
afterAll(() => platform?.stop());

/** The route name of a listed address: its first path segment after the base path, before `.html`. */
function routeNameOf(loc: string): string {
  const path = new URL(loc).pathname.slice(BASE_PATH.length);
  return path.split('/')[1]!.replace(/\.html$/, '');
}

test.each(SITEMAP_FAMILY_NAMES)(
  'the %s sitemap lists its pages, only of its routes, with lastmods from the content',
  async (family) => {
    const urlset = parseXml(await documents.familySitemap(family));
    const urls = childrenNamed(urlset, 'url');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    const locs = urls.map((url) => childText(url, 'loc'));
    expect(new Set(locs).size).toBe(locs.length);
    const routes: string[] = SITEMAP_FAMILIES[family].map((facts) => facts.name);
    expect(locs.filter((loc) => !routes.includes(routeNameOf(loc)))).toEqual([]);
    // Every route of the family is listed: the seed has content of each.
    expect(routes.filter((name) => !locs.some((loc) => routeNameOf(loc) === name))).toEqual([]);
    const lastmods = urls.map((url) => childText(url, 'lastmod')).filter((time) => time !== '');
    expect(lastmods.length).toBeGreaterThan(0);
    for (const time of lastmods) {
      expect(Number.isNaN(Date.parse(time))).toBe(false);
      expect(Date.parse(time)).toBeLessThanOrEqual(Date.now() + 60_000);
    }
  },
);

test('the sitemap index names every family sitemap with the lastmod of its newest page', async () => {
  const index = parseXml(await documents.sitemapIndex());
  const listed = new Map(childrenNamed(index, 'sitemap').map((s) => [childText(s, 'loc'), childText(s, 'lastmod')]));
  for (const family of SITEMAP_FAMILY_NAMES) {
    const loc = `${TEST_ORIGIN}${BASE_PATH}${familySitemapPath(family)}`;
    expect(listed.get(loc)).toBeTruthy();
    const times = childrenNamed(parseXml(await documents.familySitemap(family)), 'url')
      .map((url) => childText(url, 'lastmod'))
      .filter((time) => time !== '')
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    expect(listed.get(loc)).toBe(times.at(-1));
  }
});
