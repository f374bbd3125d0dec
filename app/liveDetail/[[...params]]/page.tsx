import { liveDetail } from '@/features/live/live.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { LivePage } from '@/features/live/LivePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageShare } from '@/features/share/PageShare';
import { SHARE_OBJECT } from '@/features/share/shareTarget';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = liveDetail.generateMetadata;

/** liveDetail: `/liveDetail/{linkID?}/{id}.html`, a live broadcast with its reporting stream. */
export default async function LiveDetailPage(props: RouteProps) {
  const { data, seo } = await liveDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <LivePage
        live={data.live}
        config={data.config}
        canonicalPath={data.canonicalPath}
        comments={data.comments}
        renderedAt={data.renderedAt}
      />
      <PageShare
        seo={seo}
        config={data.config}
        object={{ id: data.live.id, eventObject: SHARE_OBJECT.live }}
        shareClosed={data.live.shareClosed}
      />
      <JsonLd page={seo} />
    </>
  );
}
