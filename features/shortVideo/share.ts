import type { ShortVideo } from '@/features/shortVideo/shortVideo.types';
import type { SiteConfig } from '@/features/site/siteConfig.types';
import { shareText } from '@/lib/seo/text';

/** Every short video page is canonical at minVideoDetail; mvodShare is its share landing. */

export function shortVideoDescription(video: ShortVideo): string {
  return shareText(video.summary, video.title);
}

export function shortVideoImage(video: ShortVideo, config: SiteConfig): string {
  return video.cover || config.shareLogoUrl;
}
