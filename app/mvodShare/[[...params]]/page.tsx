import { mvodShare } from '@/features/shortVideo/shortVideo.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ShortVideoPage } from '@/features/shortVideo/ShortVideoPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = mvodShare.generateMetadata;

/** mvodShare: `/mvodShare/{id}.html`, the service's share address: the same page, minVideoDetail canonical. */
export default async function MvodSharePage(props: RouteProps) {
  const { data, seo } = await mvodShare.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <ShortVideoPage
        video={data.video}
        related={data.related}
        neighbours={data.neighbours}
        card={data.card}
        common={data.common}
        config={data.config}
      />
      <JsonLd page={seo} />
    </>
  );
}
