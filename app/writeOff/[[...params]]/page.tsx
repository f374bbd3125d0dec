import { writeOff } from '@/features/activities/registration.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { VoucherPage } from '@/features/activities/VoucherPage';

export const generateMetadata = writeOff.generateMetadata;

/** writeOff: `/writeOff/{activityID}/{registCode}/{shopSite?}.html` (docs/product.md §2): the voucher and its write-off. */
export default async function WriteOffRoute(props: RouteProps) {
  const { data } = await writeOff.load(props);
  return <VoucherPage voucher={data.voucher} qr={data.qr} shopSite={data.shopSite} />;
}
