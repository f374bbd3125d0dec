import { myTipoffs } from '@/features/mySpace/mySpace.page';
import { MyTipoffsPage } from '@/features/mySpace/MyTipoffsPage';

export const generateMetadata = myTipoffs.generateMetadata;

/** myTipoffs: `/myTipoffs.html`, my tip-offs (docs/product.md §2, the member's own pages). */
export default async function MyTipoffsRoute() {
  const { data } = await myTipoffs.load();
  return <MyTipoffsPage data={data} />;
}
