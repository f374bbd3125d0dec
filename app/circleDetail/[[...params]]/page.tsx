import { circleDetail } from '@/features/circles/circle.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { CircleListPage } from '@/features/circles/CircleListPage';
import { CirclePage } from '@/features/circles/CirclePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = circleDetail.generateMetadata;

/** circleDetail: `/circleDetail/{id?}.html`, a circle and its posts; without an id, the circle list (docs/product.md §2). */
export default async function CircleDetailRoute(props: RouteProps) {
  const { data, seo } = await circleDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? (
        <CircleListPage title={data.title} circles={data.circles ?? []} />
      ) : (
        <CirclePage circle={data.circle!} posts={data.posts!} listType={data.listType} page={data.page} />
      )}
      <JsonLd page={seo} />
    </>
  );
}
