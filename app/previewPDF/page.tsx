import { previewPDF } from '@/lib/routeModules/site';
import { CertificatePage } from '@/components/pages/CertificatePage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = previewPDF.generateMetadata;

/** previewPDF: `/previewPDF.html?id=N`, a blockchain copyright certificate ('blockchain certificate'). */
export default async function PreviewPdfRoute() {
  const { data, seo } = await previewPDF.load();
  return (
    <>
      <CertificatePage certificate={data.certificate} />
      <JsonLd page={seo} />
    </>
  );
}
