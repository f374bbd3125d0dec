/**
 * The client, end to end against the real reference platform, which records every answer it
 * gives (PLATFORM_RECORD): each answer fits the answer schema of its call's one definition,
 * and a call without a definition fails the check (docs/decisions/0011). The e2e suite runs
 * the same check over everything its pages asked (tests/e2e/support/contractTeardown.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { checkRecordedAnswers } from '../support/recordedAnswers';
import { contractClient } from '../support/contract';
import { forgetProcessWide } from '@/lib/processWide.mjs';

jest.setTimeout(60_000);

const DEVICE = '11111111-2222-3333-4444-777777777777';
const dir = mkdtempSync(path.join(tmpdir(), 'recorded-contract-'));
const recordFile = path.join(dir, 'answers.jsonl');
let platform: RunningPlatform;

beforeAll(async () => {
  // The designed dialect: the client's calls of the later generation (tags, special topics, search
  // classes) are asked here; the real dialects' answers are held by the e2e suite's same check
  // (tests/e2e/support/contractTeardown.ts) and tests/contract/realDialects.contract.test.ts.
  platform = await launchPlatform({ seedArticles: 200, record: recordFile, env: { PLATFORM_DIALECT: 'designed' } });
  process.env.XY_API_BASE_URL = platform.url;
  // Every read must reach the platform to be recorded, in a process-wide state of its own.
  process.env.CONTENT_CACHE_SECONDS = '0';
  forgetProcessWide();
});
afterAll(async () => {
  await platform?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function useTheClient(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    const { getSiteConfig } = await import('@/lib/platform/siteConfig/siteConfig');
    const { getColumn, getColumns } = await import('@/features/columns/server/columns');
    const { getArticles } = await import('@/features/columns/server/articles');
    const { getModuleGroup } = await import('@/features/columns/server/modules');
    const { getTagArticles } = await import('@/features/columns/server/tags');
    const { getSpecialTopic } = await import('@/features/columns/server/special');
    const { getComingLives } = await import('@/features/live/server/coming');
    const { getSubscriptionPage } = await import('@/features/columns/server/subscriptions');
    const { getArticleContent } = await import('@/features/articles/server/content');
    const { getArticleAds } = await import('@/features/ads/server/articleAds');
    const { getSplashAd } = await import('@/features/ads/server/splash');
    const { getColumnBanners } = await import('@/features/ads/server/columnAds');
    const { reportAdEvent } = await import('@/features/ads/server/adEvents');
    const { getHotWords, getSearchClasses, getSearchSuggestions, searchAllInTime } =
      await import('@/features/search/server/search');
    const { getRelatedShortVideos, getShortVideo, toggleShortVideoLike } =
      await import('@/features/shortVideo/server/shortVideo');
    const { countEvent, toggleLike } = await import('@/features/analytics/server/events');
    const { getWxSignature } = await import('@/features/share/server/weixin');

    await getSiteConfig();
    expect((await getColumns(0)).length).toBeGreaterThan(0);
    expect(await getColumn(9)).not.toBeNull();
    const home = await getArticles(1, 0);
    expect(await getModuleGroup(home.modules[0]!.id)).not.toBeNull();
    const article = (await getArticleContent(1000))!;
    await getArticleContent(1000, { poster: true });
    expect(await getTagArticles(article.tags[0]!.id)).not.toBeNull();
    await getArticleAds(1000);
    expect(await getSplashAd()).not.toBeNull();
    expect((await getColumnBanners(1)).length).toBe(1);
    await reportAdEvent(1, 'impression', 'contract-device');
    await reportAdEvent(1, 'click', 'contract-device');
    expect(await getSpecialTopic(35)).not.toBeNull();
    await getComingLives();
    await getSubscriptionPage(null);
    await getSearchClasses();
    await getHotWords();
    await getSearchSuggestions('青稞');
    await searchAllInTime({ keyword: '拉萨', tclass: -1, order: 'relevance', page: 0 });
    const video = (await getShortVideo(2001))!;
    expect((await getRelatedShortVideos(video)).length).toBeGreaterThan(0);
    await toggleShortVideoLike(2001, { device: DEVICE });
    await toggleLike(1000, { device: DEVICE });
    await countEvent({ id: 1000, objectType: 0 }, 0, { device: DEVICE });
    await getWxSignature('http://127.0.0.1/newsDetail/1000.html');
  });
}

describe('recorded answers fit their definitions', () => {
  it('every answer the client got fits its call’s definition', async () => {
    await useTheClient();
    const { checked, undefinedCalls, misfits } = checkRecordedAnswers(readFileSync(recordFile, 'utf8'));
    expect({ undefinedCalls, misfits }).toEqual({ undefinedCalls: [], misfits: [] });
    expect([...checked.keys()]).toEqual(
      expect.arrayContaining([
        'app_if/getConfig',
        'app_if/getArticles',
        'app_if/getArticleContent',
        'adv/getArticleAds',
        'adv/getAdv',
        'adv/getColAdvs',
        'adv/event',
        'mvod/article',
        'mvod/event',
        'app_if/event',
      ]),
    );
    expect(checked.size).toBeGreaterThanOrEqual(20);
  });

  it('an answer to a call that has no definition fails the check', async () => {
    const { answer } = await contractClient(platform);
    expect((await answer('getArticlesNew', { columnId: 1, page: 0 })).status).toBe(0);
    const { undefinedCalls } = checkRecordedAnswers(readFileSync(recordFile, 'utf8'));
    expect(undefinedCalls).toEqual(['app_if/getArticlesNew']);
  });

  it('an answer that does not fit its definition fails the check', () => {
    const wrong = JSON.stringify({ service: 'app_if', call: 'getColumns', status: 0, data: { columns: 'none' } });
    expect(checkRecordedAnswers(wrong).misfits).toHaveLength(1);
  });
});
