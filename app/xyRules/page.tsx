import { xyRules } from '@/features/accounts/xyRanking.page';
import { XyRulesPage } from '@/features/accounts/XyRulesPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = xyRules.generateMetadata;

/** xyRules: `/xyRules.html`, the influence ranking's rules. */
export default async function XyRulesRoute() {
  const { data, seo } = await xyRules.load();
  return (
    <>
      <PreviewImage page={seo} />
      <XyRulesPage title={data.title} rules={data.rules} />
      <JsonLd page={seo} />
    </>
  );
}
