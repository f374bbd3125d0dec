import { previewPDF } from '@/features/pages/about.page';
import { CertificatePage } from '@/features/pages/CertificatePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = previewPDF.generateMetadata;

/** previewPDF: `/previewPDF.html?id=N`, a blockchain copyright certificate ('blockchain certificate'). */
export default async function PreviewPdfRoute() {
  const { data, seo } = await previewPDF.load();
  return (
    <>
      <PreviewImage page={seo} />
      <CertificatePage certificate={data.certificate} />
      <JsonLd page={seo} />
    </>
  );
}
