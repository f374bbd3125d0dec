import { setPasswordPage } from '@/features/member/account.page';
import { SetPasswordPage } from '@/features/member/AccountSecurityPages';

export const generateMetadata = setPasswordPage.generateMetadata;

/** setPassword: `/setPassword.html`, set or change the password (docs/decisions/0050). */
export default async function SetPasswordRoute() {
  const { data } = await setPasswordPage.load();
  return <SetPasswordPage reader={data.reader} info={data.info} />;
}
