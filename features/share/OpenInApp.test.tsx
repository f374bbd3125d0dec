/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import type { OpenAppConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { setWeixinConfigState } from '@/features/share/weixinConfigState';
import { fallBackToDownload } from '@/features/share/fallback';
import { OpenInApp } from './OpenInApp.island';

// The second step of the chain (the wait, then the download page) is tested in features/share/fallback.test.ts.
jest.mock('@/features/share/fallback', () => ({ fallBackToDownload: jest.fn(() => () => undefined) }));
const fallBack = jest.mocked(fallBackToDownload);

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  weixinIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  weixinAndroid:
    'Mozilla/5.0 (Linux; Android 14; 23013RK75C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN',
  hostApp:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 xyApp/6.2.6 xyUid/1024',
};
const PAGE = 'https://m.example.com/wap/touch/newsDetail/1/1000.html';
const DOWNLOAD = '/wap/touch/downloadClient.html';
const tagOff: OpenAppConfig = {
  weixinTag: false,
  launchAppid: 'wxa1b2c3d4e5f60718',
  scheme: 'plateaumedia://article?url={url}',
  universalLink: '',
};
const tagOn: OpenAppConfig = { ...tagOff, weixinTag: true };

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}
const bar = (config: OpenAppConfig) => (
  <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
    <OpenInApp config={config} pageUrl={PAGE} downloadHref={DOWNLOAD} appName="高原融媒" />
  </NextIntlClientProvider>
);
// jsdom does not navigate: a tapped link's default action is dropped after React has seen the tap.
const dropNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  fallBack.mockClear();
  setWeixinConfigState('pending');
  delete (window as unknown as { TouchHostBridge?: unknown }).TouchHostBridge;
  window.addEventListener('click', dropNavigation);
});
afterEach(() => window.removeEventListener('click', dropNavigation));

/** Weixin's open tag, once its lazily loaded chunk has rendered it. */
function findOpenTag(container: HTMLElement): Promise<Element> {
  return waitFor(() => {
    const element = container.querySelector('wx-open-launch-app');
    if (!element) throw new Error('no open tag yet');
    return element;
  });
}

describe('the open-in-app bar', () => {
  it('is the same server HTML for every reader: a link to the download page', () => {
    const html = [UA.android, UA.weixinIphone, UA.hostApp].map((userAgent) => {
      setUserAgent(userAgent);
      return renderToString(bar(tagOn));
    });
    expect(new Set(html).size).toBe(1);
    expect(html[0]).toContain(`href="${DOWNLOAD}"`);
    expect(html[0]).toContain('打开高原融媒客户端，阅读更顺畅');
  });

  it.each([
    ['its user agent', UA.hostApp, false],
    ['its bridge', UA.android, true],
  ])('offers nothing inside the provider app, known by %s', (_, userAgent, bridge) => {
    setUserAgent(userAgent);
    if (bridge) (window as unknown as { TouchHostBridge: object }).TouchHostBridge = { postMessage: jest.fn() };
    const { container } = render(bar(tagOn));
    expect(container).toBeEmptyDOMElement();
  });

  it("in an ordinary browser links the app's scheme for this page, and starts the wait for the download page only on the tap", () => {
    setUserAgent(UA.android);
    render(bar(tagOn));
    const link = screen.getByRole('link', { name: '打开App' });
    expect(link).toHaveAttribute('href', `plateaumedia://article?url=${encodeURIComponent(PAGE)}`);
    expect(fallBack).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(fallBack).toHaveBeenCalledWith(DOWNLOAD, 2000);
  });

  it('in weixin with openLaunchApp off opens the overlay: tap Open at the top or bottom right', async () => {
    setUserAgent(UA.weixinIphone);
    render(bar(tagOff));
    expect(screen.queryByRole('link')).toBeNull();
    // The overlay's code loads inside weixin only (docs/decisions/0070): its button is enabled once it has.
    await waitFor(() => expect(screen.getByRole('button', { name: '打开App' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '打开App' }));
    const dialog = screen.getByRole('dialog', { name: cn.account.app.openInApp });
    expect(dialog).toHaveTextContent(cn.account.app.openInApp);
    expect(dialog).toHaveTextContent(cn.account.weixin.openInBrowser.ios);
  });

  it("in weixin with openLaunchApp on renders weixin's open tag carrying the page's address", async () => {
    setUserAgent(UA.weixinAndroid);
    const { container } = render(bar(tagOn));
    const tag = await findOpenTag(container);
    expect(tag).toHaveAttribute('appid', tagOn.launchAppid);
    expect(tag).toHaveAttribute('extinfo', PAGE);
    expect(tag.innerHTML).toContain('<script type="text/wxtag-template">');
    expect(tag.innerHTML).toContain('打开App');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("falls back to the overlay, open at once, when weixin's tag fails on the tap", async () => {
    setUserAgent(UA.weixinAndroid);
    const { container } = render(bar(tagOn));
    const tag = await findOpenTag(container);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => {
      tag.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail' } }));
    });
    expect(warn).toHaveBeenCalledWith('[weixin] open tag failed', { errMsg: 'launch:fail' });
    warn.mockRestore();
    expect(screen.getByRole('dialog', { name: cn.account.app.openInApp })).toHaveTextContent(
      cn.account.weixin.openInBrowser.android,
    );
    expect(container.querySelector('wx-open-launch-app')).toBeNull();
  });

  it("falls back to the overlay's button when weixin's configuration failed (no tag would ever be drawn)", async () => {
    setUserAgent(UA.weixinAndroid);
    render(bar(tagOn));
    act(() => setWeixinConfigState('failed'));
    expect(await screen.findByRole('button', { name: '打开App' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
