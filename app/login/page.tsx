import { login } from '@/features/member/member.page';
import { LoginPage } from '@/features/member/LoginPage';

export const generateMetadata = login.generateMetadata;

/** login: `/login.html?redirect=/path.html` (docs/product.md §2), a reader's own page. */
export default async function LoginRoute() {
  const { data } = await login.load();
  return <LoginPage config={data.config} redirect={data.redirect} offer={data.offer} />;
}
