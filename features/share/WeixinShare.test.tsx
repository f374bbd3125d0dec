/**
 * @jest-environment jsdom
 */
import { render, waitFor } from '@testing-library/react';
import { callHandler } from '@/lib/client/http';
import type { SharePayload } from '@/features/share/sharePayload';
import { WeixinShare } from './WeixinShare.island';
import { setWeixinConfigState, weixinConfigState } from '@/features/share/weixinConfigState';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const calls = jest.mocked(callHandler);
const calledPaths = () => calls.mock.calls.map(([endpoint]) => (endpoint as { path: string }).path);

const WEIXIN_UA =
  'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const payload: SharePayload = {
  title: '拉萨河畔的雪顿节晒佛仪式',
  desc: '八月的拉萨，哲蚌寺的展佛吸引了数万名信众和游客。',
  link: 'https://m.example.com/wap/touch/newsDetail/1/1000.html',
  imgUrl: 'https://m.example.com/media/1000.jpg',
  article_id: 1000,
  objectType: 0,
  customUrl: 'https://m.example.com/wap/touch/newsDetail/1/1000.html',
  routerUrl: '/newsDetail/1/1000.html',
};

type Callbacks = { success?: () => void };
/** A stand-in for weixin's JS-SDK that behaves as the real one does: `success` runs when a card is set. */
function fakeWx() {
  const wx = {
    config: jest.fn(),
    ready: jest.fn((fn: () => void) => fn()),
    error: jest.fn(),
    updateAppMessageShareData: jest.fn((data: SharePayload & Callbacks) => data.success?.()),
    updateTimelineShareData: jest.fn((data: Pick<SharePayload, 'title' | 'link' | 'imgUrl'> & Callbacks) =>
      data.success?.(),
    ),
    hideOptionMenu: jest.fn(),
  };
  (window as unknown as { wx?: typeof wx }).wx = wx;
  return wx;
}

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

beforeEach(() => {
  calls.mockReset();
  calls.mockResolvedValue({
    appid: 'wxdemo0000000001',
    timestamp: 1_764_000_000,
    noncestr: 'n0nce',
    signature: 'abc123',
  });
  window.localStorage.clear();
  setWeixinConfigState('pending');
});
afterEach(() => {
  delete (window as unknown as { wx?: unknown }).wx;
});

describe('WeixinShare', () => {
  it('sets both share cards in weixin, and earns no points for it: setting a card is not a share', async () => {
    setUserAgent(WEIXIN_UA);
    const wx = fakeWx();
    render(<WeixinShare payload={payload} shareClosed={false} />);
    await waitFor(() => expect(wx.updateTimelineShareData).toHaveBeenCalled());
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wxdemo0000000001', signature: 'abc123' }));
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(payload));
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith(
      expect.objectContaining({ title: payload.title, link: payload.link, imgUrl: payload.imgUrl }),
    );
    // Only the signature was asked for: no /api/member/points, nothing remembered as a share.
    expect(calledPaths()).toEqual(['share/wxSignature']);
    expect(window.localStorage.length).toBe(0);
  });

  it('hides the share menu of an article that forbids sharing, and sets no card', async () => {
    setUserAgent(WEIXIN_UA);
    const wx = fakeWx();
    render(<WeixinShare payload={payload} shareClosed />);
    await waitFor(() => expect(wx.hideOptionMenu).toHaveBeenCalled());
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
    expect(wx.updateTimelineShareData).not.toHaveBeenCalled();
  });

  it('does nothing outside weixin', async () => {
    setUserAgent(PHONE_UA);
    const wx = fakeWx();
    render(<WeixinShare payload={payload} shareClosed={false} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).not.toHaveBeenCalled();
    expect(wx.config).not.toHaveBeenCalled();
  });

  it("enables weixin's open tag in the same configuration, and says when it is ready (docs/decisions/0038)", async () => {
    setUserAgent(WEIXIN_UA);
    const wx = fakeWx();
    render(<WeixinShare payload={payload} shareClosed={false} />);
    await waitFor(() => expect(weixinConfigState()).toBe('ready'));
    expect(wx.config).toHaveBeenCalledTimes(1);
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ openTagList: ['wx-open-launch-app'] }));
  });

  it('says when weixin refused the configuration, so the open-in-app bar falls back to the overlay', async () => {
    setUserAgent(WEIXIN_UA);
    const wx = fakeWx();
    wx.ready.mockImplementation(() => undefined);
    wx.error.mockImplementation((fn: (reason: unknown) => void) => fn({ errMsg: 'config:invalid signature' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<WeixinShare payload={payload} shareClosed={false} />);
    await waitFor(() => expect(weixinConfigState()).toBe('failed'));
    expect(warn).toHaveBeenCalledWith('[weixin] JS-SDK configuration failed', { errMsg: 'config:invalid signature' });
    warn.mockRestore();
  });
});
