import { callHandler } from '@/lib/client/http';
import { wxSignature } from '@/lib/client/endpoints';
import type { SharePayload } from '@/features/share/sharePayload';
import { setWeixinConfigState } from '@/features/share/weixinConfigState';

const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

interface Wx {
  config: (options: Record<string, unknown>) => void;
  ready: (fn: () => void) => void;
  error: (fn: (reason: unknown) => void) => void;
  updateAppMessageShareData: (data: SharePayload) => void;
  updateTimelineShareData: (data: Pick<SharePayload, 'title' | 'link' | 'imgUrl'>) => void;
  hideOptionMenu: () => void;
}

function loadSdk(nonce: string | undefined): Promise<Wx> {
  const existing = (window as unknown as { wx?: Wx }).wx;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = JS_SDK_URL;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const wx = (window as unknown as { wx?: Wx }).wx;
      if (wx) resolve(wx);
      else reject(new Error('no wx'));
    };
    script.onerror = () => reject(new Error('JS-SDK failed to load'));
    document.head.appendChild(script);
  });
}

/**
 * What the share island does inside weixin (features/share/WeixinShare.island.tsx): the JS-SDK, the
 * page's signature, then the share cards or the hidden menu. Its own module so that readers outside
 * weixin (nearly all) never download it: the island imports it only after seeing weixin's user agent.
 */
export async function setUpWeixinShare(
  payload: SharePayload,
  shareClosed: boolean,
  cancelled: () => boolean,
): Promise<void> {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  try {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    const [wx, signature] = await Promise.all([loadSdk(nonce), callHandler(wxSignature, { url })]);
    if (cancelled()) return;
    wx.config({
      appId: signature.appid,
      timestamp: signature.timestamp,
      nonceStr: signature.noncestr,
      signature: signature.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'hideOptionMenu'],
      // The open-in-app island's tag (docs/decisions/0038): one configuration serves both.
      openTagList: ['wx-open-launch-app'],
    });
    wx.error((reason) => {
      console.warn('[weixin] JS-SDK configuration failed', reason);
      setWeixinConfigState('failed');
    });
    wx.ready(() => {
      setWeixinConfigState('ready');
      if (shareClosed) {
        wx.hideOptionMenu();
        return;
      }
      wx.updateAppMessageShareData(payload);
      wx.updateTimelineShareData({ title: payload.title, link: payload.link, imgUrl: payload.imgUrl });
    });
  } catch (error) {
    console.warn('[weixin] share setup failed', error instanceof Error ? error.message : error);
    setWeixinConfigState('failed');
  }
}
