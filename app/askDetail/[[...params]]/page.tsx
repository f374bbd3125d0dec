import { askDetail } from '@/features/qa/qa.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { QuestionPage } from '@/features/qa/QuestionPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageShare } from '@/features/share/PageShare';
import { SHARE_OBJECT } from '@/features/share/shareTarget';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = askDetail.generateMetadata;

/** askDetail: `/askDetail/{id}.html`, 'question detail' (docs/product.md §2). */
export default async function AskDetailRoute(props: RouteProps) {
  const { data, seo } = await askDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <QuestionPage page={data.page} />
      <PageShare
        seo={seo}
        config={data.config}
        object={{ id: data.page.question.id, eventObject: SHARE_OBJECT.topicQuestion }}
      />
      <JsonLd page={seo} />
    </>
  );
}
