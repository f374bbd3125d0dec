import { cancelAccountPage } from '@/features/member/account.page';
import { CancelAccountPage } from '@/features/member/AccountSecurityPages';

export const generateMetadata = cancelAccountPage.generateMetadata;

/** cancelAccount: `/cancelAccount.html`, delete (注销) the account (docs/decisions/0050). */
export default async function CancelAccountRoute() {
  const { data } = await cancelAccountPage.load();
  return <CancelAccountPage reader={data.reader} info={data.info} />;
}
