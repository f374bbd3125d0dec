import { commentAll } from '@/features/comments/comments.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { CommentAllPage } from '@/features/comments/CommentAllPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = commentAll.generateMetadata;

/** commentAll: `/commentAll/{id?}/{source}.html` (docs/product.md §2), all comments of an object. */
export default async function CommentAllRoute(props: RouteProps) {
  const { data, seo } = await commentAll.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <CommentAllPage
        title={data.title}
        sourceType={data.sourceType}
        objectId={data.objectId}
        order={data.order}
        page={data.page}
        object={data.object}
        open={data.open}
      />
      <JsonLd page={seo} />
    </>
  );
}
