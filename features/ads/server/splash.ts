import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapAd } from '@/features/articles/article.map';
import { getAdvCall } from '../calls';
import { AD_TYPE } from '../adCodes';
import { pickSplash, splashSeconds } from '../splash';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { imageSettingsOf } from '@/features/articles/sizedPictures';
import { pictureSrcSet } from '@/lib/format/thumbnail';
import type { SplashAd } from '../ads.types';

/** The splash ad running now, with its seconds on screen; null when none runs. A failure of the ads service throws (SPEC §8: the reader is warned). */
export async function getSplashAd(now = new Date()): Promise<SplashAd | null> {
  const [{ list }, config] = await Promise.all([platformCall(getAdvCall, AD_TYPE.splash), getSiteConfig()]);
  const picked = pickSplash(
    list.map((raw) => ({ ad: mapAd(raw), pageTime: raw.pageTime })),
    now,
  );
  if (!picked) return null;
  return {
    ad: picked.ad,
    seconds: splashSeconds(picked.pageTime),
    imageSrcSet: pictureSrcSet(picked.ad.imageUrl, 'stored', imageSettingsOf(config)),
  };
}
