import { invitedToDownload } from '@/features/site/download.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { DownloadPage } from '@/features/site/DownloadPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = invitedToDownload.generateMetadata;

/** invitedToDownload: `/invitedToDownload/{id?}/{code?}.html`, a friend's invite from the shareinvite QR code. */
export default async function InvitedToDownloadPage(props: RouteProps) {
  const { data, seo } = await invitedToDownload.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <DownloadPage title={data.title} invited={data.invited} code={data.code} downloadUrl={data.downloadUrl} />
      <JsonLd page={seo} />
    </>
  );
}
