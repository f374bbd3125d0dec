import { paperArticle } from '@/features/paper/paper.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { PaperArticleView } from '@/features/paper/PaperArticleView';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';
import { CommentsSection } from '@/features/comments/CommentsSection';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { paperArticleRoute } from '@/features/paper/paths';
import { PageShare } from '@/features/share/PageShare';
import { SHARE_OBJECT } from '@/features/share/shareTarget';

export const generateMetadata = paperArticle.generateMetadata;

/** paperArticle: `/paperArticle/{id}.html`, an article of the paper edition. */
export default async function PaperArticlePage(props: RouteProps) {
  const { data, seo } = await paperArticle.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <PaperArticleView
        article={data.article}
        neighbours={data.neighbours}
        comments={
          data.comments ? (
            <CommentsSection
              sourceType={COMMENT_SOURCE.paperArticle}
              sourceId={data.article.id}
              comments={data.comments}
              path={paperArticleRoute.href({ id: data.article.id })}
              closed={data.article.commentsClosed}
            />
          ) : null
        }
      />
      <PageShare
        seo={seo}
        config={data.config}
        object={{ id: data.article.id, eventObject: SHARE_OBJECT.paperArticle }}
      />
      <JsonLd page={seo} />
    </>
  );
}
