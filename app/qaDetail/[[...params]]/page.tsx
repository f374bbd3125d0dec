import { qaDetail } from '@/features/qa/qa.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { GovQaPage } from '@/features/qa/GovQaPage';
import { GovQaListPage } from '@/features/qa/GovQaListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = qaDetail.generateMetadata;

/** qaDetail: `/qaDetail/{id?}.html`, 'government Q&A detail'; without an id, the list of them (docs/product.md §2; qaDetail is canonical). */
export default async function QaDetailRoute(props: RouteProps) {
  const { data, seo } = await qaDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? <GovQaListPage title={data.title} list={data.list} /> : <GovQaPage qa={data.qa} comments={data.comments} />}
      <JsonLd page={seo} />
    </>
  );
}
