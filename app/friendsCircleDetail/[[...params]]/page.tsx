import { friendsCircleDetail } from '@/lib/routeModules/circle';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { MomentPage } from '@/components/circle/MomentPage';

export const generateMetadata = friendsCircleDetail.generateMetadata;

/** friendsCircleDetail: `/friendsCircleDetail/{id}.html`, one moment of the friends circle (docs/product.md §2). */
export default async function FriendsCircleDetailRoute(props: RouteProps) {
  const { data } = await friendsCircleDetail.load(props);
  return <MomentPage moment={data.moment} />;
}
