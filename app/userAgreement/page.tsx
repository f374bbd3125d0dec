import { userAgreement } from '@/features/legal/legal.page';
import { LegalPage } from '@/features/legal/LegalPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = userAgreement.generateMetadata;

/** userAgreement: `/userAgreement.html`, the user agreement (docs/decisions/0050). */
export default async function UserAgreementRoute() {
  const { data, seo } = await userAgreement.load();
  return (
    <>
      <PreviewImage page={seo} />
      <LegalPage document={data.document} locale={data.locale} />
      <JsonLd page={seo} />
    </>
  );
}
