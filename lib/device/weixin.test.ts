import { weixinPlatform } from './weixin';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  android:
    'Mozilla/5.0 (Linux; Android 14; 23013RK75C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080710) XWEB/30817 Flue',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  hostApp:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/8.0.48 xyApp/6.2.6 xyUid/1024',
};

describe('weixinPlatform', () => {
  it('names the platform of weixin on phones, tablets and desktops', () => {
    expect(weixinPlatform(UA.iphone)).toBe('ios');
    expect(weixinPlatform(UA.ipad)).toBe('ios');
    expect(weixinPlatform(UA.android)).toBe('android');
    expect(weixinPlatform(UA.windows)).toBe('desktop');
    expect(weixinPlatform(UA.mac)).toBe('desktop');
  });

  it('is null in other browsers, in the provider app and without a user agent', () => {
    expect(weixinPlatform(UA.safari)).toBeNull();
    expect(weixinPlatform(UA.chrome)).toBeNull();
    expect(weixinPlatform(UA.hostApp)).toBeNull();
    expect(weixinPlatform('')).toBeNull();
    expect(weixinPlatform(undefined)).toBeNull();
  });
});
