import type { ShortVideoShareCard } from '@/features/shortVideo/shortVideo.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { shareText } from '@/lib/seo/text';

/**
 * Every short video page is canonical at minVideoDetail; mvodShare is its share landing. Its share
 * tags, weixin's card, the app's share and the poster all say what the clip's share card says
 * (the service's shareInfo, features/shortVideo/shortVideo.map.ts mapShareCard).
 */

export function shortVideoDescription(card: ShortVideoShareCard): string {
  return shareText(card.description, card.title);
}

export function shortVideoImage(card: ShortVideoShareCard, config: SiteConfig): string {
  return card.image || config.shareLogoUrl;
}
