import type { OpenAppConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import type { WeixinPlatform } from '@/lib/device/weixin';

/**
 * What "open in the app" does for one reader (docs/product.md §2, docs/decisions/0038), decided in
 * the browser after hydration because article pages are cached for everyone (docs/decisions/0009).
 */
export interface OpenAppEnvironment {
  /** Inside the provider's app (its user agent or its bridge, docs/host-app-bridge.md). */
  inHostApp: boolean;
  /** The weixin browser's platform, or null outside weixin (lib/device/weixin.ts). */
  weixin: WeixinPlatform | null;
  /** iPhone, iPad or iPod: where a universal link, not a scheme, opens an app without a prompt. */
  ios: boolean;
  /** Weixin's open tag was tried on this page and failed (its `error` event, or the JS-SDK's). */
  weixinTagFailed: boolean;
}

export type OpenAppAction =
  /** The reader is in the app already: nothing is offered. */
  | { kind: 'none' }
  /** Weixin's open tag, carrying the page's address for the app (extinfo). */
  | { kind: 'weixinTag'; appid: string; extinfo: string }
  /** Weixin opens no app link: the overlay says to tap Open at the top or bottom right. */
  | { kind: 'weixinOverlay'; platform: WeixinPlatform }
  /** Try the app's link; if the page is still in view after `waitMs`, go to the download page. */
  | { kind: 'chain'; appHref: string; fallbackHref: string; waitMs: number }
  /** The site has no app link: the download page is all there is. */
  | { kind: 'download'; href: string };

/** How long the page waits for the app to take over before it offers the download (SPEC: ~2 s). */
export const APP_WAIT_MS = 2000;

/** A link template's `{url}` is the page's address, encoded as one query value. */
export function fillAppLink(template: string, pageUrl: string): string {
  return template.split('{url}').join(encodeURIComponent(pageUrl));
}

export function openAppAction(
  env: OpenAppEnvironment,
  config: OpenAppConfig,
  pageUrl: string,
  downloadHref: string,
): OpenAppAction {
  if (env.inHostApp) return { kind: 'none' };
  if (env.weixin) {
    return config.weixinTag && !env.weixinTagFailed
      ? { kind: 'weixinTag', appid: config.launchAppid, extinfo: pageUrl }
      : { kind: 'weixinOverlay', platform: env.weixin };
  }
  // iOS asks before it follows a scheme ("Open in …?") and says the address is invalid when the
  // app is missing; a universal link opens the app, or the link's own page, without either.
  const template = (env.ios && config.universalLink) || config.scheme || config.universalLink;
  if (!template) return { kind: 'download', href: downloadHref };
  return { kind: 'chain', appHref: fillAppLink(template, pageUrl), fallbackHref: downloadHref, waitMs: APP_WAIT_MS };
}
