import { myComments } from '@/features/mySpace/mySpace.page';
import { MyCommentsPage } from '@/features/mySpace/MyCommentsPage';

export const generateMetadata = myComments.generateMetadata;

/** myComments: `/myComments.html`, my comments with their review state (docs/product.md §2, the member's own pages). */
export default async function MyCommentsRoute() {
  const { data } = await myComments.load();
  return <MyCommentsPage data={data} />;
}
