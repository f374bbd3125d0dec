import { friendsCircleDetail } from '@/features/circles/circle.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { MomentPage } from '@/features/circles/MomentPage';
import { MomentListPage } from '@/features/circles/MomentListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = friendsCircleDetail.generateMetadata;

/** friendsCircleDetail: `/friendsCircleDetail/{id?}.html`, one moment of the friends circle; without an id, the friends circle (docs/product.md §2). */
export default async function FriendsCircleDetailRoute(props: RouteProps) {
  const { data, seo } = await friendsCircleDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? (
        <MomentListPage title={data.title} list={data.list} />
      ) : (
        <MomentPage moment={data.moment} />
      )}
      <JsonLd page={seo} />
    </>
  );
}
