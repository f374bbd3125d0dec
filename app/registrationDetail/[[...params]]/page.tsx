import { registrationDetail } from '@/features/activities/registration.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { RegistrationPage } from '@/features/activities/RegistrationPage';

export const generateMetadata = registrationDetail.generateMetadata;

/** registrationDetail: `/registrationDetail/{fileId?}/{entryID}.html` (docs/product.md §2), a reader's own page. */
export default async function RegistrationDetailRoute(props: RouteProps) {
  const { data } = await registrationDetail.load(props);
  return (
    <RegistrationPage reader={data.reader} view={data.view} path={data.path} justRegistered={data.justRegistered} />
  );
}
