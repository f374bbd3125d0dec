import { newQaDetail } from '@/features/qa/qa.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { GovQaPage } from '@/features/qa/GovQaPage';
import { GovQaListPage } from '@/features/qa/GovQaListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageShare } from '@/features/share/PageShare';
import { SHARE_OBJECT } from '@/features/share/shareTarget';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = newQaDetail.generateMetadata;

/** newQaDetail: `/newQaDetail/{id}.html`, 'government Q&A detail' (docs/product.md §2; qaDetail is canonical). */
export default async function NewQaDetailRoute(props: RouteProps) {
  const { data, seo } = await newQaDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? (
        <GovQaListPage title={data.title} list={data.list} />
      ) : (
        <GovQaPage qa={data.qa} comments={data.comments} />
      )}
      {data.mode === 'qa' ? (
        <PageShare seo={seo} config={data.config} object={{ id: data.qa.id, eventObject: SHARE_OBJECT.qa }} />
      ) : null}
      <JsonLd page={seo} />
    </>
  );
}
