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
  it("reads the special topics' colour, the socket's token and the calls' source (docs/product.md §3)", () => {
    const config = mapSiteConfig(
      rawSiteConfigSchema.parse({
        topicColor: '#1f6fb2',
        socketServer: { url: 'wss://push.test', token: ' ws-token-1 ' },
        xyApi: { securitySource: 'wap' },
      }),
    );
    expect([config.topicColor, config.socketUrl, config.socketToken, config.securitySource]).toEqual([
      '#1f6fb2',
      'wss://push.test',
      'ws-token-1',
      'wap',
    ]);
    const none = mapSiteConfig(
      rawSiteConfigSchema.parse({ topicColor: 'blue;}x{', xyApi: { securitySource: 'a b\n' } }),
    );
    expect([none.topicColor, none.socketToken, none.securitySource]).toEqual(['', '', 'touch']);
  });
  describe('the deep-link chain (docs/decisions/0038)', () => {
    const openApp = (weixin: unknown) => mapSiteConfig(rawSiteConfigSchema.parse({ weixin })).openApp;
    it('reads the open tag, the app id and both links', () => {
      expect(
        openApp({
          openLaunchApp: 1,
          launchAppid: 'wxa1b2c3d4e5f60718',
          deepLink: {
            scheme: 'plateaumedia://article?url={url}',
            universalLink: 'https://app.example.org/open?url={url}',
          },
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
    it.each([
      'javascript:alert(1)//{url}',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'https://example.org/',
      'not a scheme',
      ' vbscript:x',
    ])('refuses %s as the app scheme: the product renders it as a link', (scheme) => {
      expect(openApp({ deepLink: { scheme } }).scheme).toBe('');
    });
    it.each(['http://app.example.org/open', 'javascript:x', 'plateaumedia://x', 'https:///x'])(
      'refuses %s as a universal link (https only)',
      (link) => {
        expect(openApp({ deepLink: { universalLink: link } }).universalLink).toBe('');
      },
    );
  });
  describe('the licence and filing notices (docs/decisions/0047)', () => {
    const notices = (beian: unknown) => mapSiteConfig(rawSiteConfigSchema.parse({ beian })).notices;
    const NONE = {
      icp: { number: '', url: '' },
      publicSecurity: { number: '', url: '' },
      newsLicence: '',
      report: { phone: '', phoneUrl: '', email: '', url: '' },
    };
    it('are none when the platform sends none (a config without the group, or with it empty)', () => {
      expect(mapSiteConfig(rawSiteConfigSchema.parse({ appName: 'A' })).notices).toEqual(NONE);
      expect(notices(null)).toEqual(NONE);
      expect(notices({})).toEqual(NONE);
    });
    it('carries every field the platform sends, with the regulators’ links', () => {
      expect(
        notices({
          icpNo: '藏ICP备2023000123号-1',
          gonganNo: ' 藏公网安备54010202000123号 ',
          newsLicenseNo: '54120230001',
          reportTel: '0891-6329377',
          reportEmail: 'jubao@plateaumedia.example',
          reportUrl: 'https://www.12377.cn/',
        }),
      ).toEqual({
        icp: { number: '藏ICP备2023000123号-1', url: 'https://beian.miit.gov.cn/' },
        publicSecurity: {
          number: '藏公网安备54010202000123号',
          url: 'https://beian.mps.gov.cn/#/query/webSearch?code=54010202000123',
        },
        newsLicence: '54120230001',
        report: {
          phone: '0891-6329377',
          phoneUrl: 'tel:08916329377',
          email: 'jubao@plateaumedia.example',
          url: 'https://www.12377.cn/',
        },
      });
    });
    it('maps each field on its own: one alone is shown alone', () => {
      expect(notices({ newsLicenseNo: '54120230001' })).toEqual({ ...NONE, newsLicence: '54120230001' });
      expect(notices({ gonganNo: '公网安备' }).publicSecurity).toEqual({ number: '公网安备', url: '' });
    });
    it.each([
      ['reportUrl', 'javascript:alert(1)'],
      ['reportUrl', 'data:text/html,x'],
      ['reportTel', 'javascript:alert(1)'],
      ['reportEmail', 'not an address'],
    ])('refuses %s %s: the footer renders it as a link', (field, value) => {
      expect(notices({ [field]: value }).report).toEqual(NONE.report);
    });
  });
});
