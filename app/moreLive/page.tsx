import { moreLive } from '@/features/live/live.page';
import { LiveListPage } from '@/features/live/LiveListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = moreLive.generateMetadata;

/** moreLive: `/moreLive.html`, the broadcasts on air and coming, each with its status. */
export default async function MoreLivePage() {
  const { data, seo } = await moreLive.load();
  return (
    <>
      <PreviewImage page={seo} />
      <LiveListPage lives={data.lives} locale={data.locale} />
      <JsonLd page={seo} />
    </>
  );
}
