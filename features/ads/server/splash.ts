import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapAd } from '@/features/articles/article.map';
import { getAdvCall } from '../calls';
import { AD_TYPE } from '../adCodes';
import { pickSplash, splashSeconds } from '../splash';
import type { SplashAd } from '../ads.types';

/** The splash ad running now, with its seconds on screen; null when none runs. A failure of the ads service throws (SPEC §8: the reader is warned). */
export async function getSplashAd(now = new Date()): Promise<SplashAd | null> {
  const { list } = await platformCall(getAdvCall, AD_TYPE.splash);
  const picked = pickSplash(
    list.map((raw) => ({ ad: mapAd(raw), pageTime: raw.pageTime })),
    now,
  );
  return picked ? { ad: picked.ad, seconds: splashSeconds(picked.pageTime) } : null;
}
