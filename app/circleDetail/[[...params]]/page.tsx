import { circleDetail } from '@/lib/routeModules/circle';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { CircleListPage } from '@/components/circle/CircleListPage';
import { CirclePage } from '@/components/circle/CirclePage';

export const generateMetadata = circleDetail.generateMetadata;

/** circleDetail: `/circleDetail/{id?}.html`, a circle and its posts; without an id, the circle list (docs/product.md §2). */
export default async function CircleDetailRoute(props: RouteProps) {
  const { data } = await circleDetail.load(props);
  if (data.mode === 'list') return <CircleListPage title={data.title} circles={data.circles ?? []} />;
  return <CirclePage circle={data.circle!} posts={data.posts!} listType={data.listType} page={data.page} />;
}
