import { paperSharePage } from '@/features/paper/paper.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { PaperReader } from '@/features/paper/PaperReader';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = paperSharePage.generateMetadata;

/** paperSharePage: `/paperSharePage/{time?}/{paperId?}/{layout?}.html`, one layout as a share page. */
export default async function PaperSharePage(props: RouteProps) {
  const { data, seo } = await paperSharePage.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <PaperReader view={data} share />
      <JsonLd page={seo} />
    </>
  );
}
