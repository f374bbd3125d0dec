import { sharePayload } from './sharePayload';
import { isWeixinBrowser } from '@/lib/device/weixin';

describe('sharePayload', () => {
  it('cuts the title by bytes (CJK counts 2) and the description to 100 characters', () => {
    const payload = sharePayload({
      title: '高原'.repeat(40),
      description: '字'.repeat(150),
      url: 'https://a.example/x.html#top',
      image: 'https://a.example/i.jpg',
      titleLimitBytes: 64,
    });
    expect(payload.title.replace('…', '').length).toBeLessThanOrEqual(32);
    expect([...payload.desc.replace('…', '')].length).toBe(100);
    expect(payload.link).toBe('https://a.example/x.html');
  });
  it('keeps a short title whole', () => {
    expect(sharePayload({ title: 'Short', description: '', url: 'u', image: '', titleLimitBytes: 64 }).title).toBe(
      'Short',
    );
  });
  it('recognises the weixin browser', () => {
    expect(isWeixinBrowser('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.40')).toBe(true);
    expect(isWeixinBrowser('Mozilla/5.0 Chrome/120')).toBe(false);
  });
});

describe("the SPEC's share fields", () => {
  it('carry the object id and type, the address as customUrl and the in-app path as routerUrl', () => {
    const payload = sharePayload({
      title: 'T',
      description: 'D',
      url: 'https://a.example/wap/touch/liveDetail/7.html#x',
      image: 'i',
      titleLimitBytes: 64,
      id: 7,
      objectType: 3,
    });
    expect(payload).toMatchObject({
      article_id: 7,
      objectType: 3,
      customUrl: 'https://a.example/wap/touch/liveDetail/7.html',
      routerUrl: '/liveDetail/7.html',
    });
  });
  it('say -1 for an object the platform counts no shares of', () => {
    expect(
      sharePayload({
        title: 'T',
        description: '',
        url: 'https://a.example/wap/touch/xyDetail/3.html',
        image: '',
        titleLimitBytes: 64,
        id: 3,
        objectType: null,
      }).objectType,
    ).toBe(-1);
  });
});
