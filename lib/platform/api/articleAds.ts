import { z } from 'zod';
import { platformCall } from '../call';
import { list } from '../schemas/primitives';
import { rawAdSchema } from '../schemas/article';
import { mapAd } from '../map/article';
import type { Ad } from '@/lib/types/article';

export const rawArticleAdsSchema = z.object({ list: list(rawAdSchema) });

/**
 * The ads under an article (ads service, getArticleAds). Secondary: a failure shows no ad
 * rather than failing the article. The caller skips the call for `advClosed` articles.
 */
export async function getArticleAds(articleId: number): Promise<Ad[]> {
  try {
    const answer = await platformCall('getArticleAds', { service: 'adv', params: { articleId }, schema: rawArticleAdsSchema, timeoutMs: 2_000 });
    return answer.list.map(mapAd);
  } catch (error) {
    console.error('[ads] getArticleAds failed', error instanceof Error ? error.message : error);
    return [];
  }
}
