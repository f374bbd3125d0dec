import { postDetail } from '@/features/circles/circle.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { PostPage } from '@/features/circles/PostPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = postDetail.generateMetadata;

/** postDetail: `/postDetail/{id}.html`, one post of a circle (docs/product.md §2). */
export default async function PostDetailRoute(props: RouteProps) {
  const { data, seo } = await postDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <PostPage post={data.post} comments={data.comments} />
      <JsonLd page={seo} />
    </>
  );
}
