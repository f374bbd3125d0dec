import { minVideoDetail } from '@/features/shortVideo/shortVideo.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ShortVideoPage } from '@/features/shortVideo/ShortVideoPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = minVideoDetail.generateMetadata;

/** minVideoDetail: `/minVideoDetail/{id}.html`, a short video of the short-video service. */
export default async function MinVideoDetailPage(props: RouteProps) {
  const { data, seo } = await minVideoDetail.load(props);
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
