import { parseXml, childText, childrenNamed } from '@/tests/support/xmlTree';
import { freshNews, newsSitemapXml, sitemapIndexXml, urlsetXml, NEWS_WINDOW_MS } from './sitemapXml';
import { imageType, rssXml } from './rssXml';
import { escapeXml } from '@/lib/seo/xml';
import { languageAlternates, localizedUrl } from '@/lib/seo/alternates';
import { columnIdOfFile, hasColumnFeed } from './feedLinks';
import { absoluteUrl } from '@/lib/routing/site';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3600_000).toISOString();

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids, so a platform title can never break a feed', () => {
    const title = 'A & B <c> "d" \u0007e';
    expect(escapeXml(title)).toBe('A &amp; B &lt;c&gt; &quot;d&quot; e');
    const xml = rssXml(
      { title, link: 'https://x.org/?a=1&b=2', self: 'https://x.org/rss.xml', description: title, language: 'zh-cn' },
      [{ title, link: 'https://x.org/n/1.html?a&b', description: '', publishedAt: null }],
    );
    const channel = childrenNamed(parseXml(xml), 'channel')[0]!;
    expect(childText(channel, 'title')).toBe('A & B <c> "d" e');
  });
});

describe('sitemaps', () => {
  it('an index names each sitemap with its lastmod in W3C form', () => {
    const root = parseXml(
      sitemapIndexXml([
        { loc: 'https://x.org/s/1.xml', lastmod: '2026-11-20T08:00:00+08:00' },
        { loc: 'https://x.org/s/2.xml' },
      ]),
    );
    expect(root.name).toBe('sitemapindex');
    const sitemaps = childrenNamed(root, 'sitemap');
    expect(sitemaps.map((s) => childText(s, 'loc'))).toEqual(['https://x.org/s/1.xml', 'https://x.org/s/2.xml']);
    expect(childText(sitemaps[0]!, 'lastmod')).toBe('2026-11-20T00:00:00Z');
  });

  it('a urlset carries the hreflang alternates of each address as xhtml:link', () => {
    const { languages } = languageAlternates('/columnDetail/2.html', 'cn');
    const root = parseXml(urlsetXml([{ loc: absoluteUrl('/columnDetail/2.html'), languages }]));
    const [url] = childrenNamed(root, 'url');
    const links = childrenNamed(url!, 'xhtml:link');
    expect(links.map((l) => l.attributes.hreflang)).toEqual(['zh-CN', 'bo', 'en', 'de', 'fr', 'x-default']);
    expect(links.find((l) => l.attributes.hreflang === 'bo')?.attributes.href).toBe(
      `${absoluteUrl('/columnDetail/2.html')}?lang=bo`,
    );
  });

  it('the news sitemap keeps only the last 48 hours, newest first, with the fields Google News requires', () => {
    const entries = [
      { loc: 'https://x.org/old.html', title: '旧闻', publishedAt: hoursAgo(49), language: 'zh-cn' },
      { loc: 'https://x.org/a.html', title: '拉萨 & 日喀则', publishedAt: hoursAgo(3), language: 'zh-cn' },
      { loc: 'https://x.org/b.html', title: 'Lhasa', publishedAt: hoursAgo(1), language: 'en' },
      { loc: 'https://x.org/future.html', title: '未来', publishedAt: hoursAgo(-2), language: 'zh-cn' },
    ];
    const root = parseXml(newsSitemapXml(entries, '高原新闻', NOW));
    const urls = childrenNamed(root, 'url');
    expect(urls.map((u) => childText(u, 'loc'))).toEqual(['https://x.org/b.html', 'https://x.org/a.html']);
    for (const url of urls) {
      const news = childrenNamed(url, 'news:news')[0]!;
      const publication = childrenNamed(news, 'news:publication')[0]!;
      expect(childText(publication, 'news:name')).toBe('高原新闻');
      expect(childText(publication, 'news:language')).toMatch(/^(zh-cn|en)$/);
      const at = Date.parse(childText(news, 'news:publication_date'));
      expect(NOW - at).toBeLessThanOrEqual(NEWS_WINDOW_MS);
      expect(childText(news, 'news:title')).not.toBe('');
    }
  });
});

describe('rss', () => {
  it('is RSS 2.0 with title, link and description on the channel and every item, RFC 822 dates and a self link', () => {
    const xml = rssXml(
      {
        title: '本地 - 高原新闻',
        link: 'https://x.org/c/2.html',
        self: 'https://x.org/rss/2.xml',
        description: '',
        language: 'zh-cn',
      },
      [
        {
          title: '拉萨新闻',
          link: 'https://x.org/n/1.html',
          description: '',
          publishedAt: '2026-11-20T08:00:00+08:00',
          category: '本地',
        },
        {
          title: '日喀则新闻',
          link: 'https://x.org/n/2.html',
          description: '摘要',
          publishedAt: '2026-11-19T08:00:00+08:00',
        },
      ],
    );
    const root = parseXml(xml);
    expect(root.attributes.version).toBe('2.0');
    const channel = childrenNamed(root, 'channel')[0]!;
    for (const field of ['title', 'link', 'description']) expect(childText(channel, field)).not.toBe('');
    expect(childrenNamed(channel, 'atom:link')[0]?.attributes).toMatchObject({
      rel: 'self',
      href: 'https://x.org/rss/2.xml',
    });
    expect(childText(channel, 'lastBuildDate')).toBe('Fri, 20 Nov 2026 00:00:00 GMT');
    const items = childrenNamed(channel, 'item');
    expect(items).toHaveLength(2);
    for (const item of items) {
      for (const field of ['title', 'link', 'description', 'guid', 'pubDate'])
        expect(childText(item, field)).not.toBe('');
      expect(childText(item, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
  });
});

describe('rss items', () => {
  const channel = {
    title: '高原新闻',
    link: 'https://x.org/',
    self: 'https://x.org/rss.xml',
    description: 'd',
    language: 'zh-cn',
  };

  it('carry the summary as plain text escaped once, the full text as content:encoded and the cover as media:content', () => {
    const xml = rssXml(channel, [
      {
        title: '拉萨新闻',
        link: 'https://x.org/n/1.html',
        description: 'A & B <not a tag>',
        contentHtml: '<p>正文 &amp; <strong>全文</strong></p>',
        image: 'https://img.x.org/cover/1.JPG?w=600',
        publishedAt: '2026-11-20T08:00:00+08:00',
      },
      {
        title: '版权稿件',
        link: 'https://x.org/n/2.html',
        description: '只有摘要',
        publishedAt: null,
        image: 'https://img.x.org/cover/2',
      },
    ]);
    const root = parseXml(xml);
    expect(root.attributes['xmlns:content']).toBe('http://purl.org/rss/1.0/modules/content/');
    expect(root.attributes['xmlns:media']).toBe('http://search.yahoo.com/mrss/');
    const [open, closed] = childrenNamed(childrenNamed(root, 'channel')[0]!, 'item');
    // Escaped once: the parsed text is the summary itself, not `&amp;`.
    expect(childText(open!, 'description')).toBe('A & B <not a tag>');
    expect(childText(open!, 'description')).not.toBe(childText(open!, 'title'));
    expect(childText(open!, 'content:encoded')).toBe('<p>正文 &amp; <strong>全文</strong></p>');
    expect(childrenNamed(open!, 'media:content')[0]?.attributes).toEqual({
      url: 'https://img.x.org/cover/1.JPG?w=600',
      medium: 'image',
      type: 'image/jpeg',
    });
    // Sharing closed: the summary only; an address without an extension has no type.
    expect(childrenNamed(closed!, 'content:encoded')).toEqual([]);
    expect(childrenNamed(closed!, 'media:content')[0]?.attributes).toEqual({
      url: 'https://img.x.org/cover/2',
      medium: 'image',
    });
    expect(childrenNamed(closed!, 'enclosure')).toEqual([]);
  });

  it('name image types by extension only', () => {
    expect(imageType('https://x.org/a.webp')).toBe('image/webp');
    expect(imageType('https://x.org/a.png#x')).toBe('image/png');
    expect(imageType('https://x.org/a.php?img=b.png')).toBeUndefined();
  });
});

describe('news window', () => {
  it("freshNews keeps the last 48 hours newest first: the index's lastmod of the news sitemap is its first", () => {
    const entries = [
      { loc: 'a', title: 'a', publishedAt: hoursAgo(5), language: 'zh-cn' },
      { loc: 'b', title: 'b', publishedAt: hoursAgo(50), language: 'zh-cn' },
      { loc: 'c', title: 'c', publishedAt: hoursAgo(2), language: 'zh-cn' },
    ];
    expect(freshNews(entries, NOW).map((e) => e.loc)).toEqual(['c', 'a']);
  });
});

describe('hasColumnFeed', () => {
  it('holds for every visible list column, the list of special topics too, and for no link, service or hidden column', () => {
    expect(hasColumnFeed({ visible: true, kind: 'list' })).toBe(true);
    expect(hasColumnFeed({ visible: false, kind: 'list' })).toBe(false);
    for (const kind of ['link', 'service', 'special'] as const)
      expect(hasColumnFeed({ visible: true, kind })).toBe(false);
  });
});

describe('hreflang alternates', () => {
  it('names the five interface languages and x-default, and each language version as its own canonical', () => {
    const path = '/newsDetail/1/1000.html';
    const cn = languageAlternates(path, 'cn');
    expect(Object.keys(cn.languages)).toEqual(['zh-CN', 'bo', 'en', 'de', 'fr', 'x-default']);
    expect(cn.canonical).toBe(absoluteUrl(path));
    expect(cn.languages['x-default']).toBe(absoluteUrl(path));
    expect(languageAlternates(path, 'bo').canonical).toBe(`${absoluteUrl(path)}?lang=bo`);
    expect(localizedUrl('/search.html?keyword=x', 'en')).toBe(`${absoluteUrl('/search.html?keyword=x')}&lang=en`);
  });
});

describe('columnIdOfFile', () => {
  it('reads `12.xml` and refuses anything else', () => {
    expect(columnIdOfFile('12.xml')).toBe(12);
    for (const bad of ['0.xml', '12', '12.html', '-1.xml', 'x.xml', '1e3.xml', '0012.xml'])
      expect(columnIdOfFile(bad)).toBeNull();
  });
});
