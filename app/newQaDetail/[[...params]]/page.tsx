import { newQaDetail } from '@/features/qa/qa.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { GovQaPage } from '@/features/qa/GovQaPage';
import { GovQaListPage } from '@/features/qa/GovQaListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = newQaDetail.generateMetadata;

/** newQaDetail: `/newQaDetail/{id}.html`, 'government Q&A detail' (docs/product.md §2; qaDetail is canonical). */
export default async function NewQaDetailRoute(props: RouteProps) {
  const { data, seo } = await newQaDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? <GovQaListPage title={data.title} list={data.list} /> : <GovQaPage qa={data.qa} comments={data.comments} />}
      <JsonLd page={seo} />
    </>
  );
}
