import { myPosts } from '@/features/mySpace/mySpace.page';
import { MyPostsPage } from '@/features/mySpace/MyPostsPage';

export const generateMetadata = myPosts.generateMetadata;

/** myPosts: `/myPosts.html`, my circle posts (docs/product.md §2, the member's own pages). */
export default async function MyPostsRoute() {
  const { data } = await myPosts.load();
  return <MyPostsPage data={data} />;
}
