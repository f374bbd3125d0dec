import { circleDetail } from '@/features/circles/circle.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { CircleListPage } from '@/features/circles/CircleListPage';
import { CirclePage } from '@/features/circles/CirclePage';

export const generateMetadata = circleDetail.generateMetadata;

/** circleDetail: `/circleDetail/{id?}.html`, a circle and its posts; without an id, the circle list (docs/product.md §2). */
export default async function CircleDetailRoute(props: RouteProps) {
  const { data } = await circleDetail.load(props);
  if (data.mode === 'list') return <CircleListPage title={data.title} circles={data.circles ?? []} />;
  return <CirclePage circle={data.circle!} posts={data.posts!} listType={data.listType} page={data.page} />;
}
