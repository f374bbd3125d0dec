import { buildMetadata, unlistedMetadata } from './metadata';
import type { ArticleSeo, CollectionSeo, SeoContext } from './page';
import { absoluteUrl } from '@/lib/routing/site';
import { LOCALES } from '@/lib/i18n/locales';

const context: SeoContext = {
  site: {
    name: '高原新闻',
    logoUrl: 'https://cdn.example.org/logo.png',
    shareLogoUrl: 'https://cdn.example.org/share.png',
  },
  locale: 'cn',
  queryTitle: null,
};

const list: CollectionSeo = {
  type: 'collection',
  title: '本地',
  description: '本地新闻',
  path: '/columnDetail/2.html',
  items: [],
};

const article: ArticleSeo = {
  type: 'article',
  title: '雪顿节开幕',
  description: '拉萨雪顿节今日开幕。',
  path: '/newsDetail/1/1000.html',
  image: 'https://cdn.example.org/big.jpg',
  article: {
    publishedAt: '2026-08-01T09:00:00+08:00',
    section: '本地',
    tags: ['节庆'],
    author: null,
    images: [],
    contentLocale: 'cn',
  },
};

describe('buildMetadata', () => {
  it('writes og:locale of a translated page in each interface locale', () => {
    const expected = { cn: 'zh_CN', bo: 'bo_CN', en: 'en_US', de: 'de_DE', fr: 'fr_FR' };
    for (const locale of LOCALES) {
      expect(buildMetadata({ ...list, translated: true }, { ...context, locale }).openGraph).toMatchObject({
        locale: expected[locale],
      });
    }
  });

  it('writes og:locale of the platform’s text, not of the interface around it (docs/decisions/0055)', () => {
    for (const locale of LOCALES) {
      expect(buildMetadata(list, { ...context, locale }).openGraph).toMatchObject({ locale: 'zh_CN' });
      expect(buildMetadata(article, { ...context, locale }).openGraph).toMatchObject({ locale: 'zh_CN' });
      expect(
        buildMetadata({ ...article, article: { ...article.article, contentLocale: 'en' } }, { ...context, locale })
          .openGraph,
      ).toMatchObject({ locale: 'en_US' });
    }
  });

  it('offers no language versions of a page of the platform’s text: every ?lang= address names the bare path canonical', () => {
    const url = absoluteUrl('/newsDetail/1/1000.html');
    for (const locale of LOCALES) {
      const metadata = buildMetadata(article, { ...context, locale });
      expect(metadata.alternates?.canonical).toBe(url);
      expect(metadata.alternates?.languages).toBeUndefined();
    }
  });

  it('names one absolute canonical, with the base path, as canonical and og:url', () => {
    const metadata = buildMetadata(list, context);
    const url = absoluteUrl('/columnDetail/2.html');
    expect(url).toMatch(/^https?:\/\/[^/]+\/[^/]+\/[^/]+\/columnDetail\/2\.html$/);
    expect(metadata.alternates?.canonical).toBe(url);
    expect(metadata.openGraph).toMatchObject({ url });
  });

  it('names hreflang alternates of the five locales of a translated page, the page in its own locale as canonical, and the site feed', () => {
    const metadata = buildMetadata(
      { ...list, translated: true, feeds: [{ title: '本地', path: '/rss/2.xml' }] },
      { ...context, locale: 'bo' },
    );
    const url = absoluteUrl('/columnDetail/2.html');
    expect(metadata.alternates?.canonical).toBe(`${url}?lang=bo`);
    expect(metadata.alternates?.languages).toEqual({
      'zh-CN': url,
      bo: `${url}?lang=bo`,
      en: `${url}?lang=en`,
      de: `${url}?lang=de`,
      fr: `${url}?lang=fr`,
      'x-default': url,
    });
    expect(metadata.alternates?.types).toEqual({
      'application/rss+xml': [
        { title: '高原新闻', url: absoluteUrl('/rss.xml') },
        { title: '本地', url: absoluteUrl('/rss/2.xml') },
      ],
    });
  });

  it('titles a page "{title} - {site}", the title query first, a page’s own document title otherwise', () => {
    expect(buildMetadata(list, context).title).toBe('本地 - 高原新闻');
    expect(buildMetadata({ ...list, documentTitle: '高原新闻 触屏版' }, context).title).toBe('高原新闻 触屏版');
    expect(buildMetadata(list, { ...context, queryTitle: '<b>x</b>' }).title).toBe('<b>x</b>');
    // The share card keeps the page's own name: the query sets the tab title only.
    expect(buildMetadata(list, { ...context, queryTitle: 'x' }).openGraph?.title).toBe('本地');
  });

  it('shares the chosen preview with its size, and a large card', () => {
    const preview = { url: 'https://site/previewCard/page/columnDetail.jpg', width: 1200, height: 630 };
    const metadata = buildMetadata(list, context, preview);
    expect(metadata.openGraph?.images).toEqual([{ ...preview, alt: '本地' }]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [preview.url] });
  });

  it('without a chosen preview, shares the site’s share logo when the page has no image, and a small card without any', () => {
    expect(buildMetadata(list, context).openGraph?.images).toEqual([
      { url: 'https://cdn.example.org/share.png', alt: '本地' },
    ]);
    const bare = buildMetadata(list, { ...context, site: { ...context.site, shareLogoUrl: '' } });
    expect(bare.openGraph?.images).toEqual([]);
    expect(bare.twitter).toMatchObject({ card: 'summary', images: [] });
  });

  it('describes an article as og:type article with its time, section and tags, and a large card', () => {
    const metadata = buildMetadata(article, context);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: article.article.publishedAt,
      section: '本地',
      tags: ['节庆'],
      title: '雪顿节开幕',
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: '雪顿节开幕',
      images: ['https://cdn.example.org/big.jpg'],
    });
    expect(metadata.description).toBe('拉萨雪顿节今日开幕。');
  });

  it('indexes by default and passes a page’s robots through', () => {
    expect(buildMetadata(article, context).robots).toBeUndefined();
    expect(buildMetadata({ ...article, robots: { index: false, follow: false } }, context).robots).toEqual({
      index: false,
      follow: false,
    });
  });

  it('describes a short video as video.other with its file', () => {
    const metadata = buildMetadata(
      {
        type: 'video',
        title: 'v',
        description: 'd',
        path: '/minVideoDetail/5.html',
        video: {
          src: 'https://cdn.example.org/v.m3u8',
          cover: '',
          publishedAt: null,
          durationSeconds: 6,
          author: null,
          contentLocale: 'cn',
        },
      },
      context,
    );
    expect(metadata.openGraph).toMatchObject({
      type: 'video.other',
      videos: [{ url: 'https://cdn.example.org/v.m3u8' }],
    });
  });
});

describe('unlistedMetadata', () => {
  it('is never indexed and carries its own title with the site name, as public pages do, or the title query', () => {
    expect(unlistedMetadata({ type: 'unlisted', title: '邀请码' }, null, '高原融媒')).toEqual({
      title: '邀请码 - 高原融媒',
      robots: { index: false, follow: false },
    });
    expect(unlistedMetadata({ type: 'unlisted', title: '登录' }, '登录高原', '高原融媒').title).toBe('登录高原');
    // While the platform is down the site's name may be unknown: the page's own title alone.
    expect(unlistedMetadata({ type: 'unlisted', title: '服务暂时不可用' }, null, null).title).toBe('服务暂时不可用');
  });
});
