/**
 * The short-video service's calls the list and clip pages make (docs/platform-api.md "Short
 * video"), against the real reference platform: each answer fits its call's one definition, and
 * the client's browsing functions read them right (categories, a page of a category, a clip's
 * neighbours in its category, its share card, what holds for every clip).
 */
import { contractPlatform } from '../support/contract';
import { forgetProcessWide } from '@/lib/processWide.mjs';

jest.setTimeout(60_000);

const { expectFits, url } = contractPlatform();

async function mvod(call: string, params: Record<string, string | number> = {}, method: 'GET' | 'POST' = 'GET') {
  const body = new URLSearchParams(Object.entries({ siteId: 1, ...params }).map(([k, v]) => [k, String(v)]));
  const response =
    method === 'GET'
      ? await fetch(`${url()}/mvod/${call}?${body}`)
      : await fetch(`${url()}/mvod/${call}`, {
          method,
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
  const answer = (await response.json()) as { status: number; data: unknown };
  expect(answer.status).toBe(0);
  return answer.data;
}

describe('the short-video service answers what browsing needs, in the shapes the client defines', () => {
  it('categoryList, commonInfo, shareInfo', async () => {
    expectFits('categoryList', await mvod('categoryList'), 'mvod');
    expectFits('commonInfo', await mvod('commonInfo'), 'mvod');
    expectFits('shareInfo', await mvod('shareInfo', { id: 2001 }), 'mvod');
  });

  it('articleList: a page of a category, and cut at a clip both ways', async () => {
    expectFits('articleList', await mvod('articleList', { catId: 2, page: 1, size: 10 }, 'POST'), 'mvod');
    expectFits(
      'articleList',
      await mvod('articleList', { catId: 1, lastFileId: 2004, exceptId: 2004, size: 1 }, 'POST'),
      'mvod',
    );
    expectFits(
      'articleList',
      await mvod('articleList', { catId: 1, firstFileId: 2004, exceptId: 2004, size: 1 }, 'POST'),
      'mvod',
    );
  });

  it("the client's browsing functions read them: categories, pages, neighbours, share card, common info", async () => {
    process.env.XY_API_BASE_URL = url();
    process.env.CONTENT_CACHE_SECONDS = '0';
    forgetProcessWide();
    await jest.isolateModulesAsync(async () => {
      const sv = await import('@/features/shortVideo/server/shortVideo');
      const categories = await sv.getShortVideoCategories();
      expect(categories.map((c) => c.id)).toEqual([1, 2, 3]);
      const common = await sv.getShortVideoCommon();
      expect(common.relatedSize).toBe(4);
      const all = await sv.getShortVideoPage(0, 0, common);
      expect(all.clips).toHaveLength(sv.SHORT_VIDEO_PAGE_SIZE);
      expect(all.hasMore).toBe(true);
      const second = await sv.getShortVideoPage(0, 1, common);
      expect(second.clips.map((c) => c.id)).toEqual([2011, 2012]);
      expect(second.hasMore).toBe(false);
      const inCategory = await sv.getShortVideoPage(2, 0, common);
      expect(inCategory.clips.map((c) => c.id)).toEqual([2002, 2005, 2008, 2011]);
      const clip = (await sv.getShortVideo(2005))!;
      const neighbours = await sv.getClipNeighbours(clip);
      expect([neighbours.previous?.id, neighbours.next?.id]).toEqual([2002, 2008]);
      const first = await sv.getClipNeighbours((await sv.getShortVideo(2002))!);
      expect([first.previous, first.next?.id]).toEqual([null, 2005]);
      const card = await sv.getShareCard((await sv.getShortVideo(2012))!);
      expect(card.closed).toBe(true);
    });
  });
});
