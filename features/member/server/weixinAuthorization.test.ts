import { authorizeUrl, triesOf, weixinScope } from './weixinAuthorization';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';

const config = (authLogin: number, authorize = '') =>
  ({ weixin: { appId: 'wxapp', authLogin, openLaunchApp: false, authorizeUrl: authorize } }) as unknown as SiteConfig;

describe('weixin authorization', () => {
  it('maps authLogin onto the scope', () => {
    expect(weixinScope(1)).toBe('snsapi_base');
    expect(weixinScope(2)).toBe('snsapi_userinfo');
    expect(weixinScope(0)).toBeNull();
  });
  it('builds the authorize URL as weixin documents it', () => {
    const url = authorizeUrl(config(2), 'https://touch.example/wap/touch/api/member/weixinCallback', 'S.T');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxapp&redirect_uri=https%3A%2F%2Ftouch.example%2Fwap%2Ftouch%2Fapi%2Fmember%2FweixinCallback&response_type=code&scope=snsapi_userinfo&state=S.T#wechat_redirect',
    );
  });
  it('uses the configured authorize page, and none when authorization is off', () => {
    expect(authorizeUrl(config(1, 'http://p/wx/authorize'), 'r', 's')).toMatch(
      /^http:\/\/p\/wx\/authorize\?appid=wxapp&.*scope=snsapi_base/,
    );
    expect(authorizeUrl(config(0), 'r', 's')).toBeNull();
  });
  it('reads the tries counter defensively', () => {
    expect(triesOf('1')).toBe(1);
    expect(triesOf(undefined)).toBe(0);
    expect(triesOf('-3')).toBe(0);
    expect(triesOf('x')).toBe(0);
  });
});
