import { signupdetail } from '@/features/activities/registration.page';
import { SignupsPage } from '@/features/activities/SignupsPage';

export const generateMetadata = signupdetail.generateMetadata;

/** signupdetail: `/signupdetail.html` (docs/product.md §2), my registrations. */
export default async function SignupDetailRoute() {
  const { data } = await signupdetail.load();
  return <SignupsPage reader={data.reader} mine={data.mine} path={data.path} />;
}
