import { rawArticleContentSchema } from './articleContent.schema';
import { mapArticleDetail } from './articleDetail.map';

// The media account an article is published under shows on its page only when readers may open it:
// an account under review or closed (xyStatus 1 or 4), banned (xyForbidden 1) or without a usable
// id is left out (docs/product.md §4).
const article = (over: Record<string, unknown> = {}) =>
  mapArticleDetail(
    rawArticleContentSchema.parse({
      fileId: 501,
      columnID: 1,
      title: '林芝桃花节开幕',
      content: '<p>正文</p>',
      xyAccountID: 3,
      xyAccount: '林芝文旅',
      xyAccountIcon: 'http://p/a.png',
      xyStatus: 0,
      xyForbidden: 0,
      ...over,
    }),
  );

describe("an article's media account (docs/product.md §4)", () => {
  it('shows an account readers may open', () => {
    expect(article().account).toEqual({ id: 3, name: '林芝文旅', icon: 'http://p/a.png' });
    expect(article({ xyStatus: 2 }).account).not.toBeNull();
  });

  it.each([
    ['under review', { xyStatus: 1 }],
    ['closed', { xyStatus: 4 }],
    ['closed, as text', { xyStatus: '4' }],
    ['banned', { xyForbidden: 1 }],
    ['without an id', { xyAccountID: 0 }],
    ['with a negative id', { xyAccountID: -3 }],
  ])('leaves out an account %s', (_name, over) => {
    expect(article(over).account).toBeNull();
  });
});

describe("a photo set's pictures", () => {
  it("are the real CMS's images with their captions, where pic_list_title holds title pictures (docs/decisions/0090)", () => {
    const real = article({
      articleType: 1,
      content: '<!--IMAGES#1--><p>说明</p>',
      pic_list: ['http://p/1.jpg', 'http://p/2.jpg'],
      pic_list_title: ['http://p/t.jpg'],
      images: [
        {
          ref: '<!--IMAGES#1-->',
          imagearray: [
            { ref: 'http://p/1.jpg', imageUrl: 'http://p/1.jpg', summary: '河谷晨雾' },
            { ref: 'http://p/2.jpg', imageUrl: 'http://p/2.jpg', summary: '湖光山色' },
          ],
        },
      ],
    });
    expect(real.pictures).toEqual([
      { url: 'http://p/1.jpg', caption: '河谷晨雾' },
      { url: 'http://p/2.jpg', caption: '湖光山色' },
    ]);
  });

  it('are pic_list with its captions where the answer has no images (the designed dialect)', () => {
    const designed = article({ articleType: 1, pic_list: ['http://p/1.jpg'], pic_list_title: ['雪山'] });
    expect(designed.pictures).toEqual([{ url: 'http://p/1.jpg', caption: '雪山' }]);
  });
});

describe("an article's bylines, reporter, video and state", () => {
  it('lists only the bylines the CMS filled, trimmed, in their order', () => {
    expect(article({ editor: ' 张三 ', source: '新华社', author: '  ' }).bylines).toEqual([
      { role: 'source', name: '新华社' },
      { role: 'editor', name: '张三' },
    ]);
  });
  it('names a reporter only with an id and a name, trimmed', () => {
    expect(article({ reporterID: 8, reporterName: ' 卓玛 ' }).reporter).toEqual({ id: 8, name: '卓玛' });
    expect(article({ reporterID: 0, reporterName: '卓玛' }).reporter).toBeNull();
    expect(article({ reporterID: 8, reporterName: ' ' }).reporter).toBeNull();
  });
  it('keeps the counts and tags, and is a preview unless published (aStatus 1)', () => {
    const detail = article({
      countClick: 1,
      countDiscuss: 2,
      countPraise: 3,
      countShare: 4,
      tags: [{ id: 5, name: 't', order: 1 }],
      aStatus: 1,
    });
    expect(detail).toMatchObject({
      counts: { clicks: 1, comments: 2, likes: 3, shares: 4 },
      tags: [{ id: 5, name: 't' }],
      preview: false,
    });
    expect(article({ aStatus: 0 }).preview).toBe(true);
  });
  it('plays the configured video first (app address, else the first playback one), with the big picture as poster', () => {
    expect(
      article({ config: { videos: [{ appPlaybackUrl: 'https://v/a.m3u8' }] }, picBig: 'big', picMiddle: 'mid' }).video,
    ).toEqual({
      url: 'https://v/a.m3u8',
      poster: 'big',
    });
    expect(article({ config: { videos: [{ playbackUrls: ['https://v/b.mp4'] }] }, picMiddle: 'mid' }).video).toEqual({
      url: 'https://v/b.mp4',
      poster: 'mid',
    });
    expect(article({ config: { videos: [{}] } }).video).toBeNull();
  });
  it("plays a video article's inline video when nothing is configured; no other article's", () => {
    const videos = [{ ref: '<!--VIDEOARRAY#0-->', videoarray: [{ videoUrl: 'https://v/c.mp4', imageUrl: '' }] }];
    const pictures = { pic_list_title: ['a caption', 'https://p/t.jpg'] };
    expect(article({ articleType: 2, videos, ...pictures }).video).toEqual({
      url: 'https://v/c.mp4',
      poster: 'https://p/t.jpg',
    });
    expect(article({ articleType: 2, videos, picBig: 'big' }).video).toEqual({ url: 'https://v/c.mp4', poster: 'big' });
    expect(
      article({ articleType: 2, videos: [{ ref: '', videoarray: [{ videoUrl: 'https://v/c.mp4', imageUrl: 'own' }] }] })
        .video?.poster,
    ).toBe('own');
    expect(article({ articleType: 0, videos }).video).toBeNull();
  });
  it('places inline media by the group ref when the item has none', () => {
    const detail = article({
      content: '<!--IMAGEARRAY#0--><!--VIDEOARRAY#0-->',
      images: [{ ref: '<!--IMAGEARRAY#0-->', imagearray: [{ ref: '', imageUrl: 'https://p/i.jpg' }] }],
      videos: [{ ref: '<!--VIDEOARRAY#0-->', videoarray: [{ ref: '', videoUrl: 'https://v/d.mp4' }] }],
    });
    expect(detail.bodyHtml).toContain('src="https://p/i.jpg"');
    expect(detail.bodyHtml).toContain('<video src="https://v/d.mp4"');
  });
});

describe("an article's pictures and poster where the answer has little", () => {
  it("lists pic_list for an article that is not a photo set, whatever its images; a picture's caption never an address", () => {
    const news = article({
      articleType: 0,
      pic_list: ['http://p/1.jpg', 'http://p/2.jpg'],
      pic_list_title: ['http://p/t.jpg'],
      images: [{ ref: '<!--IMAGEARRAY#0-->', imagearray: [{ imageUrl: 'http://p/i.jpg', summary: 'i' }] }],
    });
    expect(news.pictures).toEqual([
      { url: 'http://p/1.jpg', caption: '' },
      { url: 'http://p/2.jpg', caption: '' },
    ]);
  });
  it("leaves out a photo set's images without an address", () => {
    const photos = article({
      articleType: 1,
      images: [
        {
          ref: '',
          imagearray: [
            { imageUrl: '', summary: 'none' },
            { imageUrl: 'http://p/i.jpg', summary: 'i' },
          ],
        },
      ],
    });
    expect(photos.pictures).toEqual([{ url: 'http://p/i.jpg', caption: 'i' }]);
  });
  it('gives a video article without any video none, and an inline video without any picture no poster', () => {
    expect(article({ articleType: 2 }).video).toBeNull();
    const videos = [{ ref: '<!--VIDEOARRAY#0-->', videoarray: [{ videoUrl: 'https://v/c.mp4' }] }];
    expect(article({ articleType: 2, videos }).video).toEqual({ url: 'https://v/c.mp4', poster: '' });
  });
});
