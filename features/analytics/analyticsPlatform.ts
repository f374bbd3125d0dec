import { isHostApp } from '@/lib/auth/hostAppUa';
import { ANALYTICS_PLATFORM } from './record';

type AnalyticsPlatform = (typeof ANALYTICS_PLATFORM)[keyof typeof ANALYTICS_PLATFORM];

const IOS = /\b(?:iPhone|iPad|iPod)\b/;
const ANDROID = /\bAndroid\b/;
/** A phone's or tablet's browser: what their user agents say ('Mobile', the systems, HarmonyOS's own). */
const HANDHELD = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone/;

/**
 * docs/product.md §7, "Analytics": the statistics platform of a record, from the reader's user
 * agent. Inside the provider's app (its `xyApp/` token, lib/auth/hostAppUa.ts) the app's system:
 * Android 1, iOS 2 (an iPad's app webview may call itself a Macintosh); the app on another system
 * counts as Mobile. In a browser: a phone's or tablet's is Mobile 3 (weixin's included), any other
 * (a desktop's, weixin for Windows or Mac) PC 5. No user agent at all is Mobile, the touch edition's
 * own readers.
 */
export function analyticsPlatform(userAgent: string | null | undefined): AnalyticsPlatform {
  const agent = userAgent ?? '';
  if (isHostApp(agent)) {
    if (ANDROID.test(agent)) return ANALYTICS_PLATFORM.Android;
    if (IOS.test(agent) || /\bMacintosh\b/.test(agent)) return ANALYTICS_PLATFORM.IOS;
    return ANALYTICS_PLATFORM.Mobile;
  }
  if (agent === '' || HANDHELD.test(agent)) return ANALYTICS_PLATFORM.Mobile;
  return ANALYTICS_PLATFORM.PC;
}
