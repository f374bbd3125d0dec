import { linkDetail } from '@/features/articles/article.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ArticlePage } from '@/features/articles/ArticlePage';
import { ExternalLinkCard } from '@/features/articles/ExternalLinkCard';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = linkDetail.generateMetadata;

/** linkDetail: `/linkDetail/{id}.html`, a link (4) or H5 (12) article leading out to its address. */
export default async function LinkDetailPage(props: RouteProps) {
  const { data, seo } = await linkDetail.load(props);
  const { article } = data;
  const media = article.linkUrl ? <ExternalLinkCard url={article.linkUrl} kind={article.kind} /> : null;
  return (
    <>
      <PreviewImage page={seo} />
      <ArticlePage
        article={article}
        config={data.config}
        canonicalPath={data.canonicalPath}
        media={media}
        comments={data.comments}
        recommended={data.recommended}
        mostRead={data.mostRead}
      />
      <JsonLd page={seo} />
    </>
  );
}
