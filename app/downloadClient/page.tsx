import { downloadClient } from '@/lib/routeModules/download';
import { DownloadPage } from '@/components/account/DownloadPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = downloadClient.generateMetadata;

/** downloadClient: `/downloadClient.html`, where readers get the provider's app (docs/product.md §2). */
export default async function DownloadClientPage() {
  const { data, seo } = await downloadClient.load();
  return (
    <>
      <DownloadPage title={data.title} invited={data.invited} code={data.code} downloadUrl={data.downloadUrl} />
      <JsonLd page={seo} />
    </>
  );
}
