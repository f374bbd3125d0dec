import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { liteArticleDocument, liteMessageDocument, type LiteArticleView } from './liteDocument';
import { liteBodyHtml } from './liteBody';
import { sanitizeArticleHtml } from '@/lib/content/sanitize';

const labels = { picture: (n: number) => `Picture ${n}`, video: 'Video' };

function view(overrides: Partial<LiteArticleView> = {}): LiteArticleView {
  return {
    lang: 'en',
    interfaceLang: 'en',
    share: {
      description: 'What it says',
      image: 'https://news.example/img/cover.jpg',
      siteName: 'News',
      ogLocale: 'en_US',
    },
    title: 'A title',
    source: 'Source: Agency',
    date: '2026-11-20 08:30',
    dateTime: '2026-11-20T00:30:00.000Z',
    bodyHtml: '<p>Body</p>',
    canonicalUrl: 'https://news.example/wap/touch/newsDetail/1/2.html',
    fullHref: '/wap/touch/newsDetail/1/2.html',
    labels: { fullVersion: 'Full version', note: 'Lite page' },
    ...overrides,
  };
}

describe('liteArticleDocument', () => {
  it('shows a title with markup and quotes literally', () => {
    const html = liteArticleDocument(view({ title: `<script>alert("x")</script> & 'quoted'` }));
    expect(html).toContain('<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;</h1>');
    // The tab's title in the site's one pattern: the page's own, then the site's name.
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; - News</title>',
    );
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes every other value, attributes included', () => {
    const html = liteArticleDocument(
      view({
        source: 'Source: <b>A</b>',
        fullHref: '/x" onclick="y',
        lang: 'en"><script>',
        canonicalUrl: 'https://a/"><script>',
      }),
    );
    expect(html).toContain('<span>Source: &lt;b&gt;A&lt;/b&gt;</span>');
    expect(html).toContain('href="/x&quot; onclick=&quot;y"');
    expect(html).toContain('<html lang="en&quot;&gt;&lt;script&gt;">');
    expect(html).not.toMatch(/<script/i);
  });

  it('has the language, the canonical link, a way back twice, dark mode and no script', () => {
    const html = liteArticleDocument(view({ lang: 'zh-CN' }));
    expect(html.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://news.example/wap/touch/newsDetail/1/2.html">');
    expect(html.match(/<a href="\/wap\/touch\/newsDetail\/1\/2\.html">Full version<\/a>/g)).toHaveLength(2);
    expect(html).toContain('prefers-color-scheme:dark');
    expect(html).not.toMatch(/<script/i);
  });

  it('keeps one picture of a hostile, picture-heavy body, and no script', () => {
    const raw = `<script>alert(1)</script>${'<p>text</p><img src="https://m.example/p.jpg" width="10" height="10">'.repeat(5)}`;
    const html = liteArticleDocument(view({ bodyHtml: liteBodyHtml(sanitizeArticleHtml(raw), labels) }));
    expect(html.match(/<img\b/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script/i);
  });

  it('weighs a long article (6,000 characters, 30 paragraphs) under 15 KB gzip, leaving room for its picture', () => {
    // Characters drawn at random from the seed's Chinese sentences: no repeated phrases for gzip
    // to find, so harsher than real prose of the same length.
    const words = readFileSync(join(process.cwd(), 'platform/seed/words.mjs'), 'utf8');
    const characters = [...new Set(words.match(/[\u4e00-\u9fff]/g) ?? [])];
    let state = 20;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
    const paragraph = () => Array.from({ length: 200 }, () => characters[next() % characters.length]).join('');
    const paragraphs = Array.from({ length: 30 }, () => `<p>${paragraph()}</p>`).join('');
    const body = liteBodyHtml(
      sanitizeArticleHtml(`${paragraphs}<img src="https://m.example/p.jpg" width="1080" height="720">`),
      labels,
    );
    const html = liteArticleDocument(view({ bodyHtml: body }));
    expect(characters.length).toBeGreaterThan(300);
    expect(gzipSync(html).length).toBeLessThan(15 * 1024);
  });
});

describe('the lite page as a link preview reads it', () => {
  it('carries Open Graph and Twitter tags with the description and picture, escaped', () => {
    const html = liteArticleDocument(
      view({
        share: { description: 'Says "this" <now>', image: 'https://n.example/a.jpg', siteName: 'N', ogLocale: 'zh_CN' },
      }),
    );
    expect(html).toContain('<meta name="description" content="Says &quot;this&quot; &lt;now&gt;">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="A title">');
    expect(html).toContain('<meta property="og:description" content="Says &quot;this&quot; &lt;now&gt;">');
    expect(html).toContain('<meta property="og:url" content="https://news.example/wap/touch/newsDetail/1/2.html">');
    expect(html).toContain('<meta property="og:image" content="https://n.example/a.jpg">');
    expect(html).toContain('<meta property="og:locale" content="zh_CN">');
    expect(html).toContain('<meta property="og:site_name" content="N">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://n.example/a.jpg">');
  });

  it('without a picture, a summary card and no empty image tag', () => {
    const html = liteArticleDocument(
      view({ share: { description: 'D', image: '', siteName: 'N', ogLocale: 'en_US' } }),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
  });

  it("says the article's language on <html> and the interface's on the page's own words", () => {
    const html = liteArticleDocument(view({ lang: 'zh-CN', interfaceLang: 'en' }));
    expect(html.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
    expect(html).toContain('<p class="note" lang="en">');
    expect(html).toContain('<footer lang="en">');
    expect(html).toContain('<p class="meta" lang="en">');
    expect(liteArticleDocument(view({ lang: 'en', interfaceLang: 'en' }))).not.toContain(' lang="en">Lite');
  });
});

describe('liteMessageDocument', () => {
  it('is a small escaped page that search engines leave out', () => {
    const html = liteMessageDocument({
      lang: 'fr',
      title: 'Article <introuvable>',
      siteName: null,
      text: 'Rien "ici"',
      link: { href: '/wap/touch/home.html', text: 'Accueil' },
    });
    expect(html).toContain('<h1>Article &lt;introuvable&gt;</h1>');
    expect(html).toContain('<title>Article &lt;introuvable&gt;</title>');
    expect(html).toContain('<p>Rien &quot;ici&quot;</p>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script/i);
  });
});
