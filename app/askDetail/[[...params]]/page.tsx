import { askDetail } from '@/features/qa/qa.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { QuestionPage } from '@/features/qa/QuestionPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = askDetail.generateMetadata;

/** askDetail: `/askDetail/{id}.html`, 'question detail' (docs/product.md §2). */
export default async function AskDetailRoute(props: RouteProps) {
  const { data, seo } = await askDetail.load(props);
  return (
    <>
      <QuestionPage page={data.page} />
      <JsonLd page={seo} />
    </>
  );
}
