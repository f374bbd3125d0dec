import { NextRequest } from 'next/server';
import { GET } from './suggestions.handler';
import { getSearchSuggestions } from '@/features/search/server/search';
import { PlatformError } from '@/lib/platform/errors';

jest.mock('@/features/search/server/search', () => ({ getSearchSuggestions: jest.fn() }));
const suggest = jest.mocked(getSearchSuggestions);

const request = (query: string) => new NextRequest(`http://localhost/wap/touch/api/search/suggestions?${query}`);

beforeEach(() => suggest.mockReset());

describe('GET /api/search/suggestions', () => {
  it('answers the words for the normalized keyword, cacheable for a minute', async () => {
    suggest.mockResolvedValue(['青稞丰收节', '拉萨青稞产业']);
    const response = await GET(request(`keyword=${encodeURIComponent(' 青稞\u3000')}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keyword: '青稞', words: ['青稞丰收节', '拉萨青稞产业'] });
    expect(suggest).toHaveBeenCalledWith('青稞');
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it.each([
    ['', 'keyword: required'],
    ['keyword=%20', 'keyword: required'],
    [`keyword=${'拉'.repeat(51)}`, 'keyword: at most 50 characters'],
  ])('answers 400 for %p without asking the platform', async (query, message) => {
    const response = await GET(request(query));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'badRequest', message } });
    expect(suggest).not.toHaveBeenCalled();
  });

  it('says when the platform is down (503)', async () => {
    suggest.mockRejectedValueOnce(new PlatformError('network', 'searchWordDely', 'network error'));
    const response = await GET(request('keyword=a'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).not.toBeNull();
  });
});
