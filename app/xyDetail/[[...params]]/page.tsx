import { xyDetail } from '@/features/accounts/account.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { XyAccountPage } from '@/features/accounts/XyAccountPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageShare } from '@/features/share/PageShare';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = xyDetail.generateMetadata;

/** xyDetail: `/xyDetail/{id}.html`, a media account and its articles. */
export default async function XyDetailRoute(props: RouteProps) {
  const { data, seo } = await xyDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <XyAccountPage
        page={data.page}
        topics={data.topics}
        dynamics={data.dynamics}
        leftThumbnail={data.config.leftListLayout}
      />
      {/* The platform counts no shares of an account: the panel only (eventObject null). */}
      <PageShare seo={seo} config={data.config} object={{ id: data.page.account.id, eventObject: null }} />
      <JsonLd page={seo} />
    </>
  );
}
