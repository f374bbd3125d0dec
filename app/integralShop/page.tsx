import { integralShop } from '@/features/member/member.page';
import { IntegralPage } from '@/features/member/IntegralPage';

export const generateMetadata = integralShop.generateMetadata;

/** integralShop: `/integralShop.html`, points detail (docs/product.md §2). */
export default async function IntegralShopRoute() {
  const { data } = await integralShop.load();
  return <IntegralPage reader={data.reader} scores={data.scores} path={data.path} />;
}
