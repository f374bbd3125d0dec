import { analyticsPlatform } from './analyticsPlatform';

// docs/product.md §7: Android 1, iOS 2, Mobile 3, PC 5.
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WEIXIN_ANDROID = `${ANDROID_CHROME} MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64`;
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WEIXIN_WINDOWS = `${DESKTOP_CHROME} NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)`;

describe('analyticsPlatform', () => {
  it.each([
    ['the app on Android', `${ANDROID_CHROME} xyApp/6.2.6 xyUid/1024`, 1],
    ['the app on an iPhone', `${IPHONE_SAFARI} xyApp/6.2.6`, 2],
    ['the app on an iPad that says Macintosh', `${MAC_SAFARI} xyApp/6.2.6`, 2],
    ['a phone browser', ANDROID_CHROME, 3],
    ['an iPhone browser', IPHONE_SAFARI, 3],
    ['weixin on a phone', WEIXIN_ANDROID, 3],
    [
      'a HarmonyOS browser',
      'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1',
      3,
    ],
    ['no user agent', null, 3],
    ['a desktop browser', DESKTOP_CHROME, 5],
    ['Safari on a Mac', MAC_SAFARI, 5],
    ['weixin for Windows', WEIXIN_WINDOWS, 5],
  ])('%s is platform %p', (_name, agent, platform) => {
    expect(analyticsPlatform(agent)).toBe(platform);
  });

  it('a user agent that only names the app token somewhere inside is no app', () => {
    expect(analyticsPlatform(`${DESKTOP_CHROME} notxyApp/6.2.6`)).toBe(5);
  });
});
