/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { track } from '@/features/analytics/analytics';
import { requestPoints } from '@/features/member/points';
import { sharePayload } from './sharePayload';
import { sharedLink } from './shareLinks';
import { SharePanel } from './SharePanel.island';
import { WeixinShare } from './WeixinShare.island';
import type { ShareTarget } from './shareTarget';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
jest.mock('@/features/analytics/analytics', () => ({ track: jest.fn() }));
jest.mock('@/features/member/points', () => ({ requestPoints: jest.fn() }));
const calls = jest.mocked(callHandler);
const tracked = jest.mocked(track);
const points = jest.mocked(requestPoints);

const UA = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  weixin:
    'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN',
  hostApp:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 xyApp/6.2.6 xyUid/1024',
};
const payload = sharePayload({
  title: 'Shoton festival in Lhasa',
  description: 'Tens of thousands at Drepung.',
  url: 'https://m.example.com/wap/touch/newsDetail/1/1000.html',
  image: 'https://m.example.com/media/1000.jpg',
  titleLimitBytes: 64,
  id: 1000,
  objectType: 0,
  path: '/newsDetail/1/1000.html',
});
const target: ShareTarget = { payload, eventObject: 0, article: true, poster: true };

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}
const panel = (of: ShareTarget = target) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
    <SharePanel target={of} />
  </NextIntlClientProvider>
);
const toasts: string[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<string>).detail);

beforeEach(() => {
  calls.mockReset().mockResolvedValue({});
  tracked.mockReset();
  points.mockReset().mockResolvedValue(2);
  toasts.length = 0;
  window.addEventListener('touch:toast', onToast);
  setUserAgent(UA.phone);
  Object.defineProperty(window.navigator, 'share', { value: undefined, configurable: true, writable: true });
});
afterEach(() => {
  window.removeEventListener('touch:toast', onToast);
  delete (window as unknown as { TouchHostBridge?: unknown }).TouchHostBridge;
  delete (window as unknown as { wx?: unknown }).wx;
});

describe('SharePanel in a browser', () => {
  it('opens a panel of Weibo, QQ, copy link and poster; the links carry the page', async () => {
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    const dialog = screen.getByRole('dialog', { name: 'Share to' });
    expect(dialog).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More apps' })).toBeNull(); // no system sheet here
    expect(screen.getByRole('link', { name: 'Weibo' }).getAttribute('href')).toContain(
      encodeURIComponent(sharedLink(payload.link)),
    );
    expect(screen.getByRole('link', { name: 'Qzone' }).getAttribute('href')).toContain('sns.qzone.qq.com');
    expect(screen.getByRole('button', { name: 'Share poster' })).toBeTruthy();
  });

  it('copies the link, says so, and counts the share once: the share event, the statistics record, the points', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts).toEqual(['Link copied', '+2 points']));
    expect(writeText).toHaveBeenCalledWith(sharedLink(payload.link));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls.mock.calls[0]?.[1]).toEqual({ id: 1000, objectType: 0, channel: 'copy' });
    expect(tracked).toHaveBeenCalledWith(1000009, 1000, undefined);
    expect(points).toHaveBeenCalledWith('share', 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers the system share sheet where the browser has one, with the page's title, text and address", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true, writable: true });
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'More apps' }));
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({ title: payload.title, text: payload.desc, url: sharedLink(payload.link) });
    expect(calls.mock.calls[0]?.[1]).toMatchObject({ channel: 'system' });
  });

  it('shows the poster of the page in the reader language, and the Weibo link counts with its channel', async () => {
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('link', { name: 'Weibo' }));
    expect(tracked).toHaveBeenCalledWith(1000009, 1000, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Share poster' }));
    const image = await screen.findByRole('img', { name: `Share poster: ${payload.title}` });
    expect(image.getAttribute('src')).toBe('/wap/touch/api/share/poster?path=%2FnewsDetail%2F1%2F1000.html&lang=en');
    expect(screen.getByRole('link', { name: 'Save poster' }).getAttribute('download')).toBe('poster.png');
  });

  it('sends no share event for what the platform does not count, and no record or points but for articles', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(panel({ ...target, eventObject: null, article: false, poster: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Share poster' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts).toEqual(['Link copied']));
    expect(calls).not.toHaveBeenCalled();
    expect(tracked).not.toHaveBeenCalled();
    expect(points).not.toHaveBeenCalled();
  });
});

describe('SharePanel inside weixin', () => {
  it("points at weixin's ··· menu instead of a panel", async () => {
    setUserAgent(UA.weixin);
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    expect(
      screen.getByRole('dialog', { name: 'Tap ··· at the top right to share with friends or Moments' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Weibo' })).toBeNull();
  });

  it('shows the pointer, not nothing, when weixin refused the signature and no share card was set', async () => {
    setUserAgent(UA.weixin);
    const wx = {
      config: jest.fn(),
      ready: jest.fn(),
      error: jest.fn((fn: (reason: unknown) => void) => fn({ errMsg: 'config:invalid signature' })),
      updateAppMessageShareData: jest.fn(),
      updateTimelineShareData: jest.fn(),
      hideOptionMenu: jest.fn(),
    };
    (window as unknown as { wx: typeof wx }).wx = wx;
    calls.mockResolvedValue({ appid: 'wxdemo0000000001', timestamp: 1, noncestr: 'n', signature: 'bad' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <SharePanel target={target} />
        <WeixinShare payload={payload} shareClosed={false} />
      </NextIntlClientProvider>,
    );
    await waitFor(() => expect(wx.error).toHaveBeenCalled());
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    expect(
      screen.getByRole('dialog', { name: 'Tap ··· at the top right to share with friends or Moments' }),
    ).toBeTruthy();
    warn.mockRestore();
  });
});

describe('SharePanel inside the provider app', () => {
  it("hands the share to the app's bridge (the share action with the SPEC's fields) and counts it", async () => {
    setUserAgent(UA.hostApp);
    const postMessage = jest.fn();
    (window as unknown as { TouchHostBridge: { postMessage: jest.Mock } }).TouchHostBridge = { postMessage };
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0][0] as string)).toEqual({
      action: 'share',
      title: payload.title,
      desc: payload.desc,
      imgUrl: payload.imgUrl,
      url: payload.link,
      article_id: 1000,
      objectType: 0,
      customUrl: payload.link,
      routerUrl: '/newsDetail/1/1000.html',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(calls.mock.calls[0]?.[1]).toMatchObject({ channel: 'app' });
  });
});
