import { NextRequest } from 'next/server';
import { GET } from './search.handler';
import { searchAllInTime } from '@/features/search/server/search';
import { PlatformError } from '@/lib/platform/errors';
import type { SearchResultPage } from '@/features/search/types';

jest.mock('@/features/search/server/search', () => ({ searchAllInTime: jest.fn() }));
const search = jest.mocked(searchAllInTime);

const request = (query: string) => new NextRequest(`http://localhost/wap/touch/api/search?${query}`);

const page: SearchResultPage = {
  keyword: '青稞',
  tclass: -1,
  order: 'relevance',
  page: 0,
  articles: [],
  accounts: [],
  totalCount: 0,
  hasMore: false,
};

beforeEach(() => search.mockReset());

describe('GET /api/search', () => {
  it('answers one page for a valid query, passing the normalized input on', async () => {
    search.mockResolvedValue(page);
    const response = await GET(request(`keyword=${encodeURIComponent(' 青稞 ')}&tclass=15&page=2`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(page);
    expect(search).toHaveBeenCalledWith(
      { keyword: '青稞', tclass: 15, order: 'relevance', page: 2 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(response.headers.get('cache-control')).toBe('private, max-age=30');
  });

  it('passes the order on: newest first when asked', async () => {
    search.mockResolvedValue({ ...page, order: 'newest' });
    const response = await GET(request('keyword=a&sort=newest'));
    expect(response.status).toBe(200);
    expect(search).toHaveBeenCalledWith({ keyword: 'a', tclass: -1, order: 'newest', page: 0 }, expect.anything());
  });

  it.each([
    ['', 'keyword is required'],
    ['keyword=%20', 'keyword is required'],
    [`keyword=${'拉'.repeat(51)}`, 'keyword must be at most 50 characters'],
    ['keyword=a&tclass=4', 'tclass must be one of -1, 2, 3, 15'],
    ['keyword=a&tclass=abc', 'tclass must be one of -1, 2, 3, 15'],
    ['keyword=a&page=-1', 'page must be an integer from 0 to 500'],
    ['keyword=a&page=1.5', 'page must be an integer from 0 to 500'],
    ['keyword=a&sort=latest', 'sort must be one of relevance, newest'],
  ])('answers 400 for %p without asking the platform', async (query, message) => {
    const response = await GET(request(query));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'badRequest', message } });
    expect(search).not.toHaveBeenCalled();
  });

  it('passes the platform message on (502) and says when it is down (503)', async () => {
    search.mockRejectedValueOnce(new PlatformError('status', 'searchAllInTime', 'keyword is required', -1));
    const refused = await GET(request('keyword=a'));
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({
      error: { code: 'platformRefused', message: 'keyword is required', platformStatus: -1 },
    });

    search.mockRejectedValueOnce(new PlatformError('network', 'searchAllInTime', 'network error'));
    expect((await GET(request('keyword=a'))).status).toBe(503);
  });
});
