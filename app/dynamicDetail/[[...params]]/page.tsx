import { dynamicDetail } from '@/features/accounts/reporter.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { DynamicPage } from '@/features/accounts/DynamicPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = dynamicDetail.generateMetadata;

/** dynamicDetail: `/dynamicDetail/{id}.html`, one reporter dynamic and the reporter's others. */
export default async function DynamicDetailRoute(props: RouteProps) {
  const { data, seo } = await dynamicDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <DynamicPage page={data.page} title={data.title} />
      <JsonLd page={seo} />
    </>
  );
}
