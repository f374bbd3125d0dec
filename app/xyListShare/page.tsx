import { xyListShare } from '@/lib/routeModules/xyRanking';
import { XyRankingPage } from '@/components/xy/XyRankingPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = xyListShare.generateMetadata;

/** xyListShare: `/xyListShare.html`, the influence ranking of media accounts. */
export default async function XyListShareRoute() {
  const { data, seo } = await xyListShare.load();
  return (
    <>
      <XyRankingPage title={data.title} ranking={data.ranking} />
      <JsonLd page={seo} />
    </>
  );
}
