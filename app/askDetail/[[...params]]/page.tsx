import { askDetail } from '@/features/qa/qa.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { QuestionPage } from '@/features/qa/QuestionPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = askDetail.generateMetadata;

/** askDetail: `/askDetail/{id}.html`, 'question detail' (docs/product.md §2). */
export default async function AskDetailRoute(props: RouteProps) {
  const { data, seo } = await askDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <QuestionPage page={data.page} />
      <JsonLd page={seo} />
    </>
  );
}
