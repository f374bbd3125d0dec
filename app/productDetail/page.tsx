import { productDetail } from '@/features/pages/study.page';
import { ProductPage } from '@/features/pages/ProductPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = productDetail.generateMetadata;

/** productDetail: `/productDetail.html?id=N`, one product of the points shop. */
export default async function ProductDetailRoute() {
  const { data, seo } = await productDetail.load();
  return (
    <>
      <PreviewImage page={seo} />
      <ProductPage product={data.product} others={data.others} />
      <JsonLd page={seo} />
    </>
  );
}
