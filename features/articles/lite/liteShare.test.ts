import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { linkCoverHtml, liteContentLang, liteShareOf } from './liteShare';
import { liteBodyHtml } from './liteBody';

const config = { appName: '高原新闻', shareLogoUrl: 'https://cdn.example.org/share.png' } as SiteConfig;

function article(over: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    kind: 'news',
    title: '高原的春天',
    summary: '春天来了',
    bodyHtml: '<p>正文</p>',
    image: { small: '', middle: '', big: 'https://cdn.example.org/cover.jpg' },
    pictures: [],
    ...over,
  } as ArticleDetail;
}

test("the lite page's language is its text's, whatever the interface's", () => {
  expect(liteContentLang(article())).toBe('zh-CN');
  expect(liteContentLang(article({ title: 'Spring on the plateau' }))).toBe('en');
});

test("a preview of the lite page reads the full page's description and picture", () => {
  expect(liteShareOf(article(), config)).toEqual({
    description: '春天来了',
    image: 'https://cdn.example.org/cover.jpg',
    siteName: '高原新闻',
    ogLocale: 'zh_CN',
  });
  // No picture of its own: the site's share logo, as on the full page.
  const bare = liteShareOf(article({ image: { small: '', middle: '', big: '' } }), config);
  expect(bare.image).toBe('https://cdn.example.org/share.png');
});

test("a link article's lite page shows its cover; other kinds add nothing", () => {
  const link = article({ kind: 'link', bodyHtml: '' });
  const body = liteBodyHtml(linkCoverHtml(link), { picture: (n) => `Picture ${n}`, video: 'Video' });
  expect(body).toContain('<img');
  expect(body).toContain('https://cdn.example.org/cover.jpg');
  expect(linkCoverHtml(article())).toBe('');
  expect(linkCoverHtml(article({ kind: 'link', image: { small: '', middle: '', big: '' } }))).toBe('');
});
