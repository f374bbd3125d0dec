import { myFollows } from '@/features/mySpace/mySpace.page';
import { MyFollowsPage } from '@/features/mySpace/MyFollowsPage';

export const generateMetadata = myFollows.generateMetadata;

/** myFollows: `/myFollows.html`, the media accounts I follow (docs/product.md §2, the member's own pages). */
export default async function MyFollowsRoute() {
  const { data } = await myFollows.load();
  return <MyFollowsPage data={data} />;
}
