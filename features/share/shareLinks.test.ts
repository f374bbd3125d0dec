import { arrivedFromShare } from '@/features/analytics/countRules';
import { qqShareHref, sharedLink, weiboShareHref } from './shareLinks';
import { sharePayload } from './sharePayload';

const payload = sharePayload({
  title: '雪顿节 & 晒佛',
  description: '八月的拉萨',
  url: 'https://m.example.com/wap/touch/newsDetail/1/1000.html',
  image: 'https://m.example.com/media/1000.jpg',
  titleLimitBytes: 64,
  id: 1000,
  objectType: 0,
});

describe('share links', () => {
  it("Weibo's share page gets the address, title and picture, each one encoded value", () => {
    const url = new URL(weiboShareHref(payload));
    expect(url.origin + url.pathname).toBe('https://service.weibo.com/share/share.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: sharedLink(payload.link),
      title: '雪顿节 & 晒佛',
      pic: payload.imgUrl,
    });
  });
  it("QQ's (Qzone's) share page gets the description too", () => {
    const url = new URL(qqShareHref(payload));
    expect(url.host).toBe('sns.qzone.qq.com');
    expect(url.searchParams.get('url')).toBe(sharedLink(payload.link));
    expect(url.searchParams.get('desc')).toBe('八月的拉萨');
    expect(url.searchParams.get('pics')).toBe(payload.imgUrl);
  });
  it('a link the panel hands out says it was shared, so its reader is counted as arriving from a share', () => {
    const shared = new URL(sharedLink(`${payload.link}?lang=bo`));
    expect(shared.pathname).toBe('/wap/touch/newsDetail/1/1000.html');
    expect(shared.searchParams.get('lang')).toBe('bo');
    expect(arrivedFromShare(shared.search)).toBe(true);
    expect(arrivedFromShare(new URL(payload.link).search)).toBe(false);
  });
});
