import { postDetail } from '@/features/circles/circle.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { PostPage } from '@/features/circles/PostPage';

export const generateMetadata = postDetail.generateMetadata;

/** postDetail: `/postDetail/{id}.html`, one post of a circle (docs/product.md §2). */
export default async function PostDetailRoute(props: RouteProps) {
  const { data } = await postDetail.load(props);
  return <PostPage post={data.post} comments={data.comments} />;
}
