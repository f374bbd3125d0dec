import { xyListShare } from '@/features/accounts/xyRanking.page';
import { XyRankingPage } from '@/features/accounts/XyRankingPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = xyListShare.generateMetadata;

/** xyListShare: `/xyListShare.html`, the influence ranking of media accounts. */
export default async function XyListShareRoute() {
  const { data, seo } = await xyListShare.load();
  return (
    <>
      <PreviewImage page={seo} />
      <XyRankingPage title={data.title} ranking={data.ranking} />
      <JsonLd page={seo} />
    </>
  );
}
