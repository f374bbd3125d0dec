import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import type { PageSeo } from '@/lib/seo/page';
import { absoluteUrl } from '@/lib/routing/site';
import { posterRouteOf } from './posterPages';
import { sharePayload } from './sharePayload';
import type { ShareObjectType, ShareTarget } from './shareTarget';

export interface SharedObject {
  /** The object's id (an article's fileId, an activity's, a post's, ...). */
  id: number;
  /** Its event object type (SHARE_OBJECT), or null when the platform counts no shares of it. */
  eventObject: ShareObjectType | null;
  /** An article: statistics records and sharing points are kept for it. */
  article?: boolean;
}

/**
 * The share of a page from what the page tells share previews (its page module's seo): the same
 * title, description, picture (`previewImage`, the og:image chosen for the page) and address as its
 * og: tags. Null for a page with nothing to share.
 * Runs on the server (it reads the route table): the panel is given the result.
 */
export function shareTargetOf(
  seo: PageSeo,
  object: SharedObject,
  config: SiteConfig,
  previewImage?: string,
): ShareTarget | null {
  if (seo.type === 'unlisted') return null;
  return {
    payload: sharePayload({
      title: seo.title,
      description: seo.description,
      url: absoluteUrl(seo.path),
      image: previewImage || seo.image || config.shareLogoUrl,
      titleLimitBytes: config.shareTitleLimit.weChat,
      id: object.id,
      objectType: object.eventObject,
      path: seo.path,
    }),
    eventObject: object.eventObject,
    article: object.article ?? false,
    poster: posterRouteOf(seo.path) !== null,
  };
}
