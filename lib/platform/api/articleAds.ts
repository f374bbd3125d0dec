import 'server-only';
import { z } from 'zod';
import { platformCall } from '../call';
import { list } from '../schemas/primitives';
import { rawAdSchema } from '../schemas/article';
import { mapAd } from '../map/article';
import { contentTtlMs, sharedCache } from '../sharedCache';
import type { Ad } from '@/lib/types/article';

const adsByArticle = sharedCache<Ad[]>('articleAds', { ttlMs: contentTtlMs(), maxEntries: 1000 });

export const rawArticleAdsSchema = z.object({ list: list(rawAdSchema) });

/**
 * The ads under an article (ads service, getArticleAds). Secondary: a failure shows no ad
 * rather than failing the article. The caller skips the call for `advClosed` articles.
 */
export function getArticleAds(articleId: number): Promise<Ad[]> {
  return adsByArticle.get(String(articleId), () => askArticleAds(articleId));
}

// A failure resolves to no ads and is therefore shared too: a broken ads host is not asked
// again by every render for the ttl, and the article never waits on it.
async function askArticleAds(articleId: number): Promise<Ad[]> {
  try {
    const answer = await platformCall('getArticleAds', { service: 'adv', params: { articleId }, schema: rawArticleAdsSchema, timeoutMs: 2_000 });
    return answer.list.map(mapAd);
  } catch (error) {
    console.error('[ads] getArticleAds failed', error instanceof Error ? error.message : error);
    return [];
  }
}
