import { SECTION_PREVIEW, specDetail } from '@/features/columns/special.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { SpecialTopicPage } from '@/features/columns/SpecialTopicPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = specDetail.generateMetadata;

/** specDetail: `/specDetail/{linkID?}/{id}.html`, a special topic's banner, description and sections. */
export default async function SpecDetailPage(props: RouteProps) {
  const { data, seo } = await specDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <SpecialTopicPage
        topic={data.topic}
        leftThumbnail={data.config.leftListLayout}
        topicColor={data.config.topicColor}
        sectionPreview={SECTION_PREVIEW}
      />
      <JsonLd page={seo} />
    </>
  );
}
