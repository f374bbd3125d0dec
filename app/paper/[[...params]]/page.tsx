import { paper } from '@/features/paper/paper.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { PaperReader } from '@/features/paper/PaperReader';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = paper.generateMetadata;

/** paper: `/paper/{time?}/{paperId?}/{layout?}.html`, the paper edition (docs/product.md §2). */
export default async function PaperPage(props: RouteProps) {
  const { data, seo } = await paper.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <PaperReader view={data} />
      <JsonLd page={seo} />
    </>
  );
}
