import { absoluteUrl } from '@/lib/routing/site';

/**
 * The one URL convention of every tag and JSON-LD node: absolute, with the base path
 * (`https://site/wap/touch/newsDetail/12/345.html`). Decision 0012: JSON-LD and share payloads need
 * absolute URLs anyway (metadataBase does not reach them), so canonical and og:url are written the
 * same way rather than left to the layout's metadataBase. External addresses are kept as they are.
 */
export function seoUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : absoluteUrl(pathOrUrl);
}
