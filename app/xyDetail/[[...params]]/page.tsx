import { xyDetail } from '@/features/accounts/account.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { XyAccountPage } from '@/features/accounts/XyAccountPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = xyDetail.generateMetadata;

/** xyDetail: `/xyDetail/{id}.html`, a media account and its articles. */
export default async function XyDetailRoute(props: RouteProps) {
  const { data, seo } = await xyDetail.load(props);
  return (
    <>
      <XyAccountPage page={data.page} topics={data.topics} dynamics={data.dynamics} leftThumbnail={data.config.leftListLayout} />
      <JsonLd page={seo} />
    </>
  );
}
