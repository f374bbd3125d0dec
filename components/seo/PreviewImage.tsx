import type { PageSeo } from '@/lib/seo/page';
import { pagePreview } from '@/lib/seo/pageMetadata';

/**
 * The page's share picture (its og:image) as the first large picture of the body, hidden
 * (docs/decisions/0055). Weixin's link preview, when a page has not configured its JS-SDK share,
 * takes the first picture of 300×300 or more in the page, hidden ones included; without this it took
 * an advert or the sixth photo of a live. Not lazy: a lazy picture that is never shown is never loaded.
 */
export async function PreviewImage({ page }: { page: PageSeo }) {
  if (page.type === 'unlisted') return null;
  const preview = await pagePreview(page);
  return (
    <div hidden data-share-preview="">
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed picture at its own size, for link previews, never shown */}
      <img
        src={preview.src}
        width={preview.width}
        height={preview.height}
        alt=""
        decoding="async"
        fetchPriority="low"
      />
    </div>
  );
}
