import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapAd } from '@/features/articles/article.map';
import { getArticleAdsCall } from '../calls';
import type { Ad } from '@/features/articles/article.types';

/** The ads under an article; none when the ads service fails. The caller skips the call for `advClosed` articles. */
export async function getArticleAds(articleId: number): Promise<Ad[]> {
  return (await platformCall(getArticleAdsCall, articleId)).list.map(mapAd);
}
