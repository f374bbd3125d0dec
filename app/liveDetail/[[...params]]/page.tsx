import { liveDetail } from '@/features/live/live.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { LivePage } from '@/features/live/LivePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = liveDetail.generateMetadata;

/** liveDetail: `/liveDetail/{linkID?}/{id}.html`, a live broadcast with its reporting stream. */
export default async function LiveDetailPage(props: RouteProps) {
  const { data, seo } = await liveDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <LivePage live={data.live} config={data.config} canonicalPath={data.canonicalPath} description={seo.type === 'unlisted' ? '' : seo.description} comments={data.comments} renderedAt={data.renderedAt} />
      <JsonLd page={seo} />
    </>
  );
}
