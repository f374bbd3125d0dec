import { APP_WAIT_MS, fillAppLink, openAppAction, type OpenAppEnvironment } from './chain';
import type { OpenAppConfig } from '@/lib/platform/siteConfig/siteConfig.types';

const PAGE = 'https://m.example.com/wap/touch/newsDetail/1/1000.html';
const DOWNLOAD = '/wap/touch/downloadClient.html';
const config: OpenAppConfig = {
  weixinTag: true,
  launchAppid: 'wxa1b2c3d4e5f60718',
  scheme: 'plateaumedia://article?url={url}',
  universalLink: 'https://app.example.org/open?url={url}',
};
const browser: OpenAppEnvironment = { inHostApp: false, weixin: null, ios: false, weixinTagFailed: false };
const encoded = encodeURIComponent(PAGE);

describe('openAppAction', () => {
  it('offers nothing inside the provider app, wherever else its user agent says it is', () => {
    expect(openAppAction({ ...browser, inHostApp: true, weixin: 'ios', ios: true }, config, PAGE, DOWNLOAD)).toEqual({
      kind: 'none',
    });
  });
  it("gives weixin's open tag the page's address when openLaunchApp is on", () => {
    expect(openAppAction({ ...browser, weixin: 'android' }, config, PAGE, DOWNLOAD)).toEqual({
      kind: 'weixinTag',
      appid: config.launchAppid,
      extinfo: PAGE,
    });
  });
  it('shows the overlay in weixin when openLaunchApp is off', () => {
    expect(
      openAppAction({ ...browser, weixin: 'ios', ios: true }, { ...config, weixinTag: false }, PAGE, DOWNLOAD),
    ).toEqual({ kind: 'weixinOverlay', platform: 'ios' });
  });
  it('shows the overlay in weixin once the open tag has failed', () => {
    expect(openAppAction({ ...browser, weixin: 'android', weixinTagFailed: true }, config, PAGE, DOWNLOAD)).toEqual({
      kind: 'weixinOverlay',
      platform: 'android',
    });
  });
  it('tries the scheme in an ordinary browser, then the download page after about 2 s', () => {
    expect(openAppAction(browser, config, PAGE, DOWNLOAD)).toEqual({
      kind: 'chain',
      appHref: `plateaumedia://article?url=${encoded}`,
      fallbackHref: DOWNLOAD,
      waitMs: APP_WAIT_MS,
    });
    expect(APP_WAIT_MS).toBe(2000);
  });
  it('tries the universal link on iOS, where a scheme asks first and fails loudly', () => {
    expect(openAppAction({ ...browser, ios: true }, config, PAGE, DOWNLOAD)).toMatchObject({
      kind: 'chain',
      appHref: `https://app.example.org/open?url=${encoded}`,
    });
  });
  it('falls back to whichever link the site has', () => {
    expect(openAppAction({ ...browser, ios: true }, { ...config, universalLink: '' }, PAGE, DOWNLOAD)).toMatchObject({
      appHref: `plateaumedia://article?url=${encoded}`,
    });
    expect(openAppAction(browser, { ...config, scheme: '' }, PAGE, DOWNLOAD)).toMatchObject({
      appHref: `https://app.example.org/open?url=${encoded}`,
    });
  });
  it('goes straight to the download page when the site has no app link', () => {
    expect(openAppAction(browser, { ...config, scheme: '', universalLink: '' }, PAGE, DOWNLOAD)).toEqual({
      kind: 'download',
      href: DOWNLOAD,
    });
  });
});

describe('fillAppLink', () => {
  it('puts the encoded page address wherever {url} stands, and leaves a template without it alone', () => {
    expect(fillAppLink('x://a?u={url}&back={url}', 'https://m.example.com/a?b=1&c=2')).toBe(
      'x://a?u=https%3A%2F%2Fm.example.com%2Fa%3Fb%3D1%26c%3D2&back=https%3A%2F%2Fm.example.com%2Fa%3Fb%3D1%26c%3D2',
    );
    expect(fillAppLink('plateaumedia://home', PAGE)).toBe('plateaumedia://home');
  });
});
