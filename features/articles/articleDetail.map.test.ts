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
