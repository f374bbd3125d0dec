import { isHostApp } from '@/lib/auth/hostAppUa';

/** The weixin browser's user agent carries MicroMessenger. */
export function isWeixinBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * Where a weixin reader's "open in browser" is: weixin's ··· menu names it "Open in Safari" on
 * iPhone and iPad, "Open in Browser" on Android, and the desktop clients (Windows, Mac) have an
 * "open in default browser" button at the top right instead of a menu.
 */
export type WeixinPlatform = 'ios' | 'android' | 'desktop';

/**
 * The weixin browser's platform, from its user agent (it carries MicroMessenger), or null outside
 * weixin. The provider's own app is never weixin, whatever else its user agent says
 * (docs/host-app-bridge.md): it downloads and opens itself.
 */
export function weixinPlatform(userAgent: string | null | undefined): WeixinPlatform | null {
  if (!userAgent || !isWeixinBrowser(userAgent) || isHostApp(userAgent)) return null;
  if (isAppleMobile(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** iPhone, iPad or iPod: weixin's menu says Safari there, and a universal link opens an app without asking. */
export function isAppleMobile(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
