import { productDetail } from '@/features/pages/study.route';
import { ProductPage } from '@/features/pages/ProductPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = productDetail.generateMetadata;

/** productDetail: `/productDetail.html?id=N`, one product of the points shop. */
export default async function ProductDetailRoute() {
  const { data, seo } = await productDetail.load();
  return (
    <>
      <ProductPage product={data.product} others={data.others} />
      <JsonLd page={seo} />
    </>
  );
}
