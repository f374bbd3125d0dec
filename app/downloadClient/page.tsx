import { downloadClient } from '@/features/site/download.page';
import { DownloadPage } from '@/features/site/DownloadPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = downloadClient.generateMetadata;

/** downloadClient: `/downloadClient.html`, where readers get the provider's app (docs/product.md §2). */
export default async function DownloadClientPage() {
  const { data, seo } = await downloadClient.load();
  return (
    <>
      <PreviewImage page={seo} />
      <DownloadPage title={data.title} invited={data.invited} code={data.code} downloadUrl={data.downloadUrl} />
      <JsonLd page={seo} />
    </>
  );
}
