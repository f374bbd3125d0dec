import 'server-only';
import { platformCall } from '../call';
import { mapAd } from '../map/article';
import { getArticleAdsCall } from './calls';
import type { Ad } from '@/lib/types/article';

/** The ads under an article; none when the ads service fails. The caller skips the call for `advClosed` articles. */
export async function getArticleAds(articleId: number): Promise<Ad[]> {
  return (await platformCall(getArticleAdsCall, articleId)).list.map(mapAd);
}
