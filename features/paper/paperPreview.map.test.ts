import { mapPaperArticle } from './paper.map';
import { rawPaperArticleSchema } from './paper.schema';

const raw = (aStatus?: number) =>
  rawPaperArticleSchema.parse({
    fileId: 9000000,
    title: '稿件',
    content: '<p>正文</p>',
    paperId: 1,
    date: '2026-11-23',
    layout: { id: 1, layoutNo: '01', layoutName: '要闻', picUrl: '', width: 600, height: 900, articleCount: 3 },
    ...(aStatus === undefined ? {} : { aStatus }),
  });

describe('mapPaperArticle: the preview variant of getPaperArticle', () => {
  it('is a preview when the article is not published (aStatus not 1)', () => {
    expect(mapPaperArticle(raw(0)).preview).toBe(true);
    expect(mapPaperArticle(raw(2)).preview).toBe(true);
  });
  it('is the published article otherwise, and when the platform leaves aStatus out', () => {
    expect(mapPaperArticle(raw(1)).preview).toBe(false);
    expect(mapPaperArticle(raw()).preview).toBe(false);
  });
});
