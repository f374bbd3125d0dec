import type { Ad } from '@/features/articles/article.types';

/** The splash ad (开屏) and how many seconds it stays before it closes by itself. */
export interface SplashAd {
  ad: Ad;
  seconds: number;
  /** The picture through the image suffix's styles ('' when none applies): a phone takes the width it draws, not the stored 1080. */
  imageSrcSet: string;
}

/** What a reader did with an ad, as the browser reports it. */
export const AD_REPORTS = ['impression', 'click'] as const;
export type AdReport = (typeof AD_REPORTS)[number];
