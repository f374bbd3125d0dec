/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { DownloadButton } from './DownloadButton.island';

// The weixin cases of docs/product.md §2 (the open-in-browser overlay) and §8 ('please download
// in the default browser'), on the two pages that render this button: downloadClient and
// invitedToDownload (features/site/DownloadCard.tsx).
const UA = {
  weixinIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  weixinAndroid:
    'Mozilla/5.0 (Linux; Android 14; 23013RK75C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN',
  weixinWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  hostApp:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 xyApp/6.2.6 xyUid/1024',
};
const DOWNLOAD_URL = 'https://example.org/app/';

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

const button = (
  <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
    <DownloadButton
      href={DOWNLOAD_URL}
      label={cn.account.download.button}
      defaultBrowserMessage={cn.account.download.defaultBrowser}
    />
  </NextIntlClientProvider>
);

describe('the download button outside weixin', () => {
  it.each([
    ['a phone browser', UA.safari],
    ['the provider app', UA.hostApp],
  ])('in %s is a plain link to the download address', (_, userAgent) => {
    setUserAgent(userAgent);
    render(button);
    expect(screen.getByRole('link', { name: '立即下载' })).toHaveAttribute('href', DOWNLOAD_URL);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the download button in weixin', () => {
  it.each([
    ['iPhone', UA.weixinIphone, '请点击右上角···，选择“在Safari中打开”'],
    ['Android', UA.weixinAndroid, '请点击右上角···，选择“在浏览器打开”'],
    ['the desktop client', UA.weixinWindows, '请点击右上角的“用默认浏览器打开”'],
  ])('on %s opens the overlay: where weixin opens a browser, and to download there', (_, userAgent, pointer) => {
    setUserAgent(userAgent);
    render(button);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即下载' }));
    const overlay = screen.getByRole('dialog', { name: '请在默认浏览器中下载' });
    expect(overlay).toHaveTextContent(pointer);
    expect(overlay).toHaveTextContent('请在默认浏览器中下载');
    expect(screen.getByRole('button', { name: '知道了' })).toHaveFocus();
  });

  it('closes on its button and on Escape, and gives the focus back to the download button', () => {
    setUserAgent(UA.weixinAndroid);
    render(button);
    const download = screen.getByRole('button', { name: '立即下载' });
    fireEvent.click(download);
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(download).toHaveFocus();

    fireEvent.click(download);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(download).toHaveFocus();
  });

  it('is the same link in the cached HTML for everyone, and becomes the overlay button in weixin without a hydration error', async () => {
    setUserAgent(UA.weixinIphone);
    const html = renderToString(button);
    expect(html).toContain(`href="${DOWNLOAD_URL}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, button, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('button')).toHaveTextContent('立即下载');
    container.remove();
  });
});
