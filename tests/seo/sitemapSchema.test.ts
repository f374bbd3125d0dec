import { sitemapSchemaErrors } from './sitemapSchema';
import { newsSitemapXml, sitemapIndexXml, urlsetXml } from '@/features/feeds/sitemapXml';
import { languageAlternates } from '@/lib/seo/alternates';
import { absoluteUrl } from '@/lib/routing/site';

// The schemas of docs/decisions/0104 over what features/feeds/sitemapXml.ts writes: valid as written,
// and each broken as a mistake in the builder would break it refused, with the sitemap and line named.

const NOW = Date.parse('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3600_000).toISOString();

const index = sitemapIndexXml([
  { loc: 'https://x.org/sitemap/pages.xml', lastmod: '2026-11-20T08:00:00+08:00' },
  { loc: 'https://x.org/sitemap/news.xml' },
]);
const urlset = urlsetXml([
  { loc: absoluteUrl('/columnDetail/2.html'), lastmod: '2026-11-20T08:00:00+08:00' },
  { loc: absoluteUrl('/downloadClient.html'), languages: languageAlternates('/downloadClient.html', 'cn').languages },
]);
const news = newsSitemapXml(
  [
    { loc: 'https://x.org/a.html', title: '拉萨 & 日喀则', publishedAt: hoursAgo(3), language: 'zh-cn' },
    { loc: 'https://x.org/b.html', title: 'Lhasa', publishedAt: hoursAgo(1), language: 'en' },
  ],
  '高原新闻',
  NOW,
);

const errorsOf = (xml: string) => sitemapSchemaErrors([{ url: 'https://x.org/s.xml', xml }]);

/** `xml` with the first `from` replaced, failing the test if it is not there (a mutation that changed nothing proves nothing). */
function broken(xml: string, from: string | RegExp, to: string): string {
  const result = xml.replace(from, to);
  expect(result).not.toBe(xml);
  return result;
}

it('passes the index, a urlset with language versions and the news sitemap as our builders write them', async () => {
  expect(urlset).toContain('<xhtml:link');
  expect(news).toContain('<news:news>');
  expect(
    await sitemapSchemaErrors([
      { url: 'index', xml: index },
      { url: 'urlset', xml: urlset },
      { url: 'news', xml: news },
    ]),
  ).toEqual([]);
});

it.each([
  [
    'an index <sitemap> without <loc> (the builder given an empty address)',
    () => sitemapIndexXml([{ loc: '' }]),
    'loc',
  ],
  [
    'an index <loc> that is not absolute',
    () => broken(index, 'https://x.org/sitemap/pages.xml', '/sitemap/pages.xml'),
    'loc',
  ],
  ['an index <lastmod> with a time but no zone', () => broken(index, /(T\d{2}:\d{2}:\d{2})Z/, '$1'), 'lastmod'],
  [
    'a urlset <lastmod> that is not a W3C date',
    () => broken(urlset, /<lastmod>[^<]+/, '<lastmod>20 Nov 2026'),
    'lastmod',
  ],
  ['a urlset <url> without <loc>', () => broken(urlset, /<loc>[^<]+<\/loc>/, ''), 'loc'],
  ['an hreflang link without hreflang', () => broken(urlset, / hreflang="bo"/, ''), 'hreflang'],
  [
    'an element of a namespace no schema knows',
    () => broken(urlset, '</url>', '<x:y xmlns:x="https://x.org/ns">z</x:y></url>'),
    'x.org/ns',
  ],
  [
    'a news:news without news:publication',
    () => broken(news, /<news:publication>.*?<\/news:publication>/, ''),
    'publication',
  ],
  [
    'a news:language that is no ISO 639 code',
    () => broken(news, '<news:language>en<', '<news:language>English<'),
    'language',
  ],
  [
    'a news:publication_date that is not a W3C date',
    () => broken(news, /<news:publication_date>[^<]+/, '<news:publication_date>yesterday'),
    'publication_date',
  ],
  ['a news:news without news:title', () => broken(news, /<news:title>[^<]+<\/news:title>/, ''), 'title'],
  ['a sitemap that is not well-formed', () => broken(urlset, '</urlset>', ''), 'urlset'],
])('refuses %s', async (_, xml, named) => {
  const errors = await errorsOf(xml());
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.join('\n')).toContain(named);
  expect(errors[0]).toMatch(/^https:\/\/x\.org\/s\.xml:\d+: /);
});

it('names the sitemap each error is in when several are checked together', async () => {
  const errors = await sitemapSchemaErrors([
    { url: 'https://x.org/index.xml', xml: index },
    { url: 'https://x.org/news.xml', xml: broken(news, /<news:language>[a-z-]+</g, '<news:language>English<') },
    { url: 'https://x.org/pages.xml', xml: urlset },
  ]);
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error).toMatch(/^https:\/\/x\.org\/news\.xml(:\d+)?: /);
});
