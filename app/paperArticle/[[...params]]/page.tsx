import { paperArticle } from '@/lib/routeModules/paper';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { PaperArticleView } from '@/components/paper/PaperArticleView';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = paperArticle.generateMetadata;

/** paperArticle: `/paperArticle/{id}.html`, an article of the paper edition. */
export default async function PaperArticlePage(props: RouteProps) {
  const { data, seo } = await paperArticle.load(props);
  return (
    <>
      <PaperArticleView article={data.article} />
      <JsonLd page={seo} />
    </>
  );
}
