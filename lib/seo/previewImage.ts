import 'server-only';
import type { PublicPageSeo } from '@/lib/seo/page';
import { seoUrl } from '@/lib/seo/url';
import { BASE_PATH } from '@/lib/routing/basePath';
import { CARD_HEIGHT, CARD_WIDTH, pageCardOf, previewCardPath } from './previewCards';
import { imageSize } from './imageSize';
import { choosePreview, type PreviewImage } from './choosePreview';

/**
 * A page's share picture with its true size (docs/decisions/0055): its own picture when it is large
 * enough for a big preview card, else its generated card. og:image and the picture early in the
 * body (components/seo/PreviewImage.tsx) are this one.
 */
export async function previewImageOf(page: PublicPageSeo): Promise<PreviewImage & { src: string }> {
  const own = page.image ? seoUrl(page.image) : null;
  const size = own ? await imageSize(own) : null;
  const cardPath = previewCardPath(page.card ?? pageCardOf(page.path));
  const card = { url: seoUrl(cardPath), width: CARD_WIDTH, height: CARD_HEIGHT };
  const chosen = choosePreview(own && size ? { url: own, ...size } : null, card);
  // In the page the card is asked of the origin the reader is on (the CSP's 'self'), not SITE_ORIGIN's.
  return { ...chosen, src: chosen === card ? `${BASE_PATH}${cardPath}` : chosen.url };
}
