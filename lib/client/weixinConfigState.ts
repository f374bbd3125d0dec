/**
 * Whether this page's weixin JS-SDK configuration came through. WeixinShare configures the SDK once
 * per page (weixin keeps one configuration: a second wx.config would race the first), with the
 * share calls and the open tag; the open-in-app island (docs/decisions/0038) listens here so that a
 * failed configuration, where weixin never draws its open tag, falls back to the overlay.
 */
export type WeixinConfigState = 'pending' | 'ready' | 'failed';

let state: WeixinConfigState = 'pending';
const listeners = new Set<() => void>();

export function setWeixinConfigState(next: WeixinConfigState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export function weixinConfigState(): WeixinConfigState {
  return state;
}

export function subscribeWeixinConfigState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
