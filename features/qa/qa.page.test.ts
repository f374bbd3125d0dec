import { getGovQaList } from '@/features/qa/server/qa';
import { newQaDetail, qaDetail } from './qa.page';

// docs/product.md §2: newQaDetail is qaDetail at the platform's other address; without an id it is
// sent to the one list, qaDetail.html, for good.
jest.mock('@/features/qa/server/qa', () => ({ getGovQaList: jest.fn() }));
jest.mock('@/lib/routing/pageQuery', () => ({
  pageRequest: async () => ({ query: new URLSearchParams() }),
  pageQuery: async () => new URLSearchParams(),
}));
jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: async () => ({ appName: 'Touch' }) }));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const noId = { params: Promise.resolve({ params: [] }) };

describe('the government Q&A list behind the two addresses', () => {
  it('newQaDetail.html answers a permanent redirect to qaDetail.html', async () => {
    const redirect = await newQaDetail.load(noId).then(
      () => null,
      (error: unknown) => error as { digest?: string },
    );
    // Next's redirect signal: `NEXT_REDIRECT;<type>;<url>;<status>;`.
    expect(redirect?.digest).toMatch(/^NEXT_REDIRECT;replace;\/qaDetail\.html;308;/);
    expect(getGovQaList).not.toHaveBeenCalled();
  });

  it('qaDetail.html is the list itself', async () => {
    jest
      .mocked(getGovQaList)
      .mockResolvedValue({ items: [], page: 0, hasMore: false } as unknown as Awaited<ReturnType<typeof getGovQaList>>);
    const { data } = await qaDetail.load(noId);
    expect(data.mode).toBe('list');
  });
});
