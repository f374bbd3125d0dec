import { minVideoList } from '@/features/shortVideo/shortVideo.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ShortVideoListPage } from '@/features/shortVideo/ShortVideoListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = minVideoList.generateMetadata;

/** minVideoList: `/minVideoList/{catId?}.html`, the short videos by category (docs/decisions/0061). */
export default async function MinVideoListRoute(props: RouteProps) {
  const { data, seo } = await minVideoList.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <ShortVideoListPage title={data.title} categories={data.categories} category={data.category} list={data.list} />
      <JsonLd page={seo} />
    </>
  );
}
