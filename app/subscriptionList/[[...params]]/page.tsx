import { subscriptionList } from '@/features/columns/subscription.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { SubscriptionListPage } from '@/features/columns/SubscriptionListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = subscriptionList.generateMetadata;

/** subscriptionList: `/subscriptionList/{id?}.html`, the media accounts readers can follow, by category. */
export default async function SubscriptionListRoute(props: RouteProps) {
  const { data, seo } = await subscriptionList.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <SubscriptionListPage page={data.page} recommended={data.recommended} />
      <JsonLd page={seo} />
    </>
  );
}
