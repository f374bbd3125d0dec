import type { Ad } from '@/features/articles/article.types';

/** The splash ad (开屏) and how many seconds it stays before it closes by itself. */
export interface SplashAd {
  ad: Ad;
  seconds: number;
}

/** What a reader did with an ad, as the browser reports it. */
export const AD_REPORTS = ['impression', 'click'] as const;
export type AdReport = (typeof AD_REPORTS)[number];
