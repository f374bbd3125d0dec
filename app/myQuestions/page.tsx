import { myQuestions } from '@/features/mySpace/mySpace.page';
import { MyQuestionsPage } from '@/features/mySpace/MyQuestionsPage';

export const generateMetadata = myQuestions.generateMetadata;

/** myQuestions: `/myQuestions.html`, my questions to the ask bar (docs/product.md §2, the member's own pages). */
export default async function MyQuestionsRoute() {
  const { data } = await myQuestions.load();
  return <MyQuestionsPage data={data} />;
}
