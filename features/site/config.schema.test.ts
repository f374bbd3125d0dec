import { rawSiteConfigSchema } from './config.schema';
import { mapSiteConfig } from './siteConfig.map';

describe('site config schema', () => {
  it('fills every nested setting when the platform leaves groups out', () => {
    const config = mapSiteConfig(rawSiteConfigSchema.parse({ appName: 'A', wap: null }));
    expect(config.appName).toBe('A');
    expect(config.paperUrl).toBe('');
    expect(config.appDownloadUrl).toBe('');
    expect(config.countCap).toBe(999);
    expect(config.shareTitleLimit).toEqual({ weChat: 64, global: 80 });
  });
  it('reads padListType 1 as the left-list layout and refuses a colour that is not one', () => {
    const config = mapSiteConfig(rawSiteConfigSchema.parse({ padListType: '1', padColor: 'red;}body{x' }));
    expect(config.leftListLayout).toBe(true);
    expect(config.brandColor).toBe('#c8102e');
  });
  describe('the deep-link chain (docs/decisions/0038)', () => {
    const openApp = (weixin: unknown) => mapSiteConfig(rawSiteConfigSchema.parse({ weixin })).openApp;
    it('reads the open tag, the app id and both links', () => {
      expect(
        openApp({
          openLaunchApp: 1,
          launchAppid: 'wxa1b2c3d4e5f60718',
          deepLink: { scheme: 'plateaumedia://article?url={url}', universalLink: 'https://app.example.org/open?url={url}' },
        }),
      ).toEqual({
        weixinTag: true,
        launchAppid: 'wxa1b2c3d4e5f60718',
        scheme: 'plateaumedia://article?url={url}',
        universalLink: 'https://app.example.org/open?url={url}',
      });
    });
    it('has no app links when the platform names none', () => {
      expect(openApp(null)).toEqual({ weixinTag: false, launchAppid: '', scheme: '', universalLink: '' });
    });
    it('offers no open tag without the app id it needs, whatever openLaunchApp says', () => {
      expect(openApp({ openLaunchApp: 1, deepLink: { scheme: 'plateaumedia://' } }).weixinTag).toBe(false);
    });
    it.each(['javascript:alert(1)//{url}', 'JavaScript:alert(1)', 'data:text/html,x', 'https://example.org/', 'not a scheme', ' vbscript:x'])(
      'refuses %s as the app scheme: the product renders it as a link',
      (scheme) => {
        expect(openApp({ deepLink: { scheme } }).scheme).toBe('');
      },
    );
    it.each(['http://app.example.org/open', 'javascript:x', 'plateaumedia://x', 'https:///x'])('refuses %s as a universal link (https only)', (link) => {
      expect(openApp({ deepLink: { universalLink: link } }).universalLink).toBe('');
    });
  });
});
