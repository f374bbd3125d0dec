import { privacyPolicy } from '@/features/legal/legal.page';
import { LegalPage } from '@/features/legal/LegalPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = privacyPolicy.generateMetadata;

/** privacyPolicy: `/privacyPolicy.html`, the privacy policy (docs/decisions/0050). */
export default async function PrivacyPolicyRoute() {
  const { data, seo } = await privacyPolicy.load();
  return (
    <>
      <PreviewImage page={seo} />
      <LegalPage document={data.document} locale={data.locale} />
      <JsonLd page={seo} />
    </>
  );
}
