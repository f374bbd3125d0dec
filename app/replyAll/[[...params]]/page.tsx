import { replyAll } from '@/features/comments/comments.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ReplyAllPage } from '@/features/comments/ReplyAllPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = replyAll.generateMetadata;

/** replyAll: `/replyAll/{id}.html` (docs/product.md §2), one comment and all its replies. */
export default async function ReplyAllRoute(props: RouteProps) {
  const { data, seo } = await replyAll.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <ReplyAllPage title={data.title} thread={data.thread} open={data.open} />
      <JsonLd page={seo} />
    </>
  );
}
