'use client';

import { useEffect } from 'react';
import { callHandler } from '@/lib/client/http';
import { wxSignature } from '@/lib/client/endpoints';
import { isWeixinBrowser, type SharePayload } from '@/features/share/sharePayload';
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
 * Inside weixin: configure the JS-SDK with our page's signature and set the share card
 * (title, description, link, image), or hide the share menu when the article forbids sharing; the
 * same configuration enables weixin's open tag for the open-in-app island (features/share/weixinConfigState.ts).
 * Elsewhere it does nothing.
 *
 * A share from weixin's own menu earns no points and records no share (docs/decisions/0036): the
 * `success` of updateAppMessageShareData / updateTimelineShareData says the card was SET, and runs
 * on every page load; weixin tells a page nothing about a share the reader completes (the older
 * onMenuShare* callbacks answer success for a cancelled share too). Points for sharing come only
 * from our own share button (ShareButton), where the share sheet or the copied link is ours to see.
 */
export function WeixinShare({ payload, shareClosed }: { payload: SharePayload; shareClosed: boolean }) {
  useEffect(() => {
    if (!isWeixinBrowser(navigator.userAgent)) return;
    let cancelled = false;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    void (async () => {
      try {
        const url = window.location.href.split('#')[0] ?? window.location.href;
        const [wx, signature] = await Promise.all([
          loadSdk(nonce),
          callHandler(wxSignature, { url }),
        ]);
        if (cancelled) return;
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
    })();
    return () => {
      cancelled = true;
    };
  }, [payload, shareClosed]);
  return null;
}
