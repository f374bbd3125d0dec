import { rawFigureArticlesSchema, rawFigureSchema } from './figure.schema';
import { mapFigure, mapFigurePage } from './figure.map';

const figure = rawFigureSchema.parse({
  id: 1,
  name: '次仁拉姆',
  title: '全国人大代表',
  region: '拉萨市城关区',
  photo: 'http://p/1.png',
  intro: '扎根社区',
  articleCount: 45,
});

describe('public figures (figureDetail, personageReports)', () => {
  it('a figure with the addresses of their profile and of their reports', () => {
    expect(mapFigure(figure)).toMatchObject({
      id: 1,
      name: '次仁拉姆',
      reportCount: 45,
      href: '/figureDetail/1.html',
      reportsHref: '/personageReports/1.html',
    });
  });

  it('more reports when the platform says so, or when a page of the asked size came back full', () => {
    const none = rawFigureArticlesSchema.parse({ list: [], totalCount: 45 });
    expect(mapFigurePage(figure, { ...none, hasMore: true }, 5).hasMore).toBe(true);
    expect(mapFigurePage(figure, none, 5).hasMore).toBe(false);
  });
});
