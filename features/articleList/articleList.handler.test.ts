import { NextRequest } from 'next/server';
import { GET } from './articleList.handler';
import { getArticles } from '@/features/columns/server/articles';
import { getTagArticles } from '@/features/columns/server/tags';
import type { ArticlePage } from '@/features/articles/article.types';

jest.mock('@/features/columns/server/articles', () => ({ getArticles: jest.fn() }));
jest.mock('@/features/columns/server/tags', () => ({ getTagArticles: jest.fn() }));
const articles = jest.mocked(getArticles);
const tags = jest.mocked(getTagArticles);

const request = (query: string) => new NextRequest(`http://localhost/wap/touch/api/articleList?${query}`);
const page: ArticlePage = {
  articles: [],
  modules: [],
  carousel: [],
  liveArticles: [],
  topModule: null,
  ads: [],
  hasMore: true,
  totalCount: 40,
};

beforeEach(() => {
  articles.mockReset();
  tags.mockReset();
});

describe('GET /api/articleList', () => {
  it('pages a column, passing the article type on, and answers only what the list needs', async () => {
    articles.mockResolvedValue(page);
    const response = await GET(request('columnId=3&page=2&typeScreen=1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ articles: [], hasMore: true });
    expect(articles).toHaveBeenCalledWith(3, 2, expect.objectContaining({ typeScreen: 1 }));
  });

  it('pages a tag, and answers 404 for a tag the platform does not know', async () => {
    tags.mockResolvedValueOnce({ tag: { id: 5, name: 'x' }, articles: [], hasMore: false, totalCount: 0 });
    expect((await GET(request('tagId=5&page=1'))).status).toBe(200);
    expect(tags).toHaveBeenCalledWith(5, 1, expect.anything());
    tags.mockResolvedValueOnce(null);
    expect((await GET(request('tagId=6&page=1'))).status).toBe(404);
  });

  it.each([
    'page=1',
    'columnId=1&tagId=2&page=1',
    'columnId=abc&page=1',
    'columnId=1&page=-1',
    'columnId=1&page=1&typeScreen=x',
    'columnId=1',
  ])('answers 400 for %p without asking the platform', async (query) => {
    expect((await GET(request(query))).status).toBe(400);
    expect(articles).not.toHaveBeenCalled();
    expect(tags).not.toHaveBeenCalled();
  });
});
