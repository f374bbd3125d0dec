import { isInternalPath, isKnownRoute } from './pathKinds';

describe('isInternalPath', () => {
  it('passes static and metadata files through, whatever their folder', () => {
    for (const path of [
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/fonts/a.woff2',
      '/favicon.ico',
      '/apple-icon.png',
      '/x/y/manifest.webmanifest',
    ]) {
      expect(isInternalPath(path)).toBe(true);
    }
  });

  it('passes framework and handler paths through', () => {
    expect(isInternalPath('/_next/static/chunks/a.js')).toBe(true);
    expect(isInternalPath('/api/articleList')).toBe(true);
  });

  // lib-routing's mutation run found these untested (docs/reliability.md): the prefixes hold for
  // paths without an extension too, and only `.html` itself makes a page.
  it('passes the framework, font, image and sitemap folders through without an extension', () => {
    for (const path of ['/_next/image', '/fonts/latin', '/images/logo', '/sitemap/news', '/sitemap-index']) {
      expect(isInternalPath(path)).toBe(true);
    }
    expect(isInternalPath('/a/_next/image')).toBe(false);
    expect(isInternalPath('/a/fonts/latin')).toBe(false);
    expect(isInternalPath('/a/images/logo')).toBe(false);
    expect(isInternalPath('/a/sitemap')).toBe(false);
  });

  it('takes an extension that only starts with html for a file', () => {
    expect(isInternalPath('/feed.htmlz')).toBe(true);
  });

  it('treats .html paths and bare paths as pages', () => {
    for (const path of [
      '/home.html',
      '/newsDetail/1/1000.html',
      '/nothing-here/at-all.html',
      '/',
      '/columnDetail',
      '/icon.svg.html',
    ]) {
      expect(isInternalPath(path)).toBe(false);
    }
  });
});

describe('isKnownRoute', () => {
  it('knows the routes of docs/product.md §2 and nothing else', () => {
    expect(isKnownRoute('home')).toBe(true);
    expect(isKnownRoute('newsDetail')).toBe(true);
    expect(isKnownRoute('icon.svg')).toBe(false);
    expect(isKnownRoute('nothing-here')).toBe(false);
  });
});
