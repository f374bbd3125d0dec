import type { PageSeo } from '@/lib/seo/page';
import { buildJsonLd, serializeJsonLd } from '@/lib/seo/jsonLd';
import { seoContext } from '@/lib/seo/pageMetadata';

/**
 * The one JSON-LD element of every page, from the same description as its metadata. No `nonce`:
 * `application/ld+json` is data, never executed, so the CSP does not apply to it, and a page the
 * shared cache keeps must not carry one reader's nonce.
 */
export async function JsonLd({ page }: { page: PageSeo }) {
  if (page.type === 'unlisted') return null;
  const data = buildJsonLd(page, await seoContext());
  return data ? (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  ) : null;
}
