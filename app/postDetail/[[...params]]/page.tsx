import { postDetail } from '@/features/circles/circle.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { PostPage } from '@/features/circles/PostPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageShare } from '@/features/share/PageShare';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = postDetail.generateMetadata;

/** postDetail: `/postDetail/{id}.html`, one post of a circle (docs/product.md §2). */
export default async function PostDetailRoute(props: RouteProps) {
  const { data, seo } = await postDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <PostPage post={data.post} comments={data.comments} />
      {/* A post has no event object type of the platform's (features/share/shareTarget.ts): the panel only. */}
      <PageShare seo={seo} config={data.config} object={{ id: data.post.id, eventObject: null }} />
      <JsonLd page={seo} />
    </>
  );
}
