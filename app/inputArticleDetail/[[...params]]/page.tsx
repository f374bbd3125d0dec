import { inputArticleDetail } from '@/features/tipoffs/submission.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { SubmissionPage } from '@/features/tipoffs/SubmissionPage';

export const generateMetadata = inputArticleDetail.generateMetadata;

/** inputArticleDetail: `/inputArticleDetail/{id?}.html`, one of the reader's submissions, or all of them (docs/product.md §2). */
export default async function InputArticleDetailRoute(props: RouteProps) {
  const { data } = await inputArticleDetail.load(props);
  return (
    <SubmissionPage mode={data.mode} submission={data.submission} submissions={data.submissions} path={data.path} />
  );
}
