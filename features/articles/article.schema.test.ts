import { rawArticleItemSchema, rawArticleListSchema } from './article.schema';

describe('article answer schemas', () => {
  it('normalises the loose types the platform sends', () => {
    const item = rawArticleItemSchema.parse({
      fileId: '1001',
      title: 'x',
      countClick: null,
      pic_list: null,
      config: '{"videos":[{"appPlaybackUrl":"u"}]}',
    });
    expect(item.fileId).toBe(1001);
    expect(item.countClick).toBe(0);
    expect(item.pic_list).toEqual([]);
    expect(item.config.videos[0]?.appPlaybackUrl).toBe('u');
  });
  it('survives a config that is not JSON', () => {
    expect(rawArticleItemSchema.parse({ fileId: 1, config: '{oops' }).config.videos).toEqual([]);
  });
  it('rejects garbage where a number must be', () => {
    expect(rawArticleItemSchema.safeParse({ fileId: 'abc' }).success).toBe(false);
  });
  it('rejects a list that is not a list', () => {
    expect(rawArticleListSchema.safeParse({ list: 'nope' }).success).toBe(false);
  });
});
