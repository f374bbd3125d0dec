import { timeline } from '@/features/pages/hotPoint.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { HotPointPage } from '@/features/pages/HotPointPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = timeline.generateMetadata;

/** hotPointTimeAxis: `/timeline/{id?}.html` ('hot topic detail'); without an id, the hot topics. */
export default async function TimelineRoute(props: RouteProps) {
  const { data, seo } = await timeline.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <HotPointPage view={data} />
      <JsonLd page={seo} />
    </>
  );
}
