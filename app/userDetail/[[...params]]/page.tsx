import { userDetail } from '@/features/qa/qa.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { MemberPage } from '@/features/qa/MemberPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = userDetail.generateMetadata;

/** userDetail: `/userDetail/{id}.html`, a member's public page (docs/product.md §2). */
export default async function UserDetailRoute(props: RouteProps) {
  const { data, seo } = await userDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <MemberPage home={data.home} />
      <JsonLd page={seo} />
    </>
  );
}
