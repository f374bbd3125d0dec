import { valueStore } from '@/lib/client/valueStore';

/**
 * Whether this page's weixin JS-SDK configuration came through. WeixinShare configures the SDK once
 * per page (weixin keeps one configuration: a second wx.config would race the first), with the
 * share calls and the open tag; the open-in-app island (docs/decisions/0038) listens here so that a
 * failed configuration, where weixin never draws its open tag, falls back to the overlay.
 */
export type WeixinConfigState = 'pending' | 'ready' | 'failed';

const store = valueStore<WeixinConfigState>('pending');

export const setWeixinConfigState = store.set;
export const weixinConfigState = store.get;
export const subscribeWeixinConfigState = store.subscribe;
