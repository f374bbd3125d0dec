import { weixinSignIn } from '@/features/member/weixinSignIn.page';
import { WeixinSignInPage } from '@/features/member/WeixinSignInPage';

export const generateMetadata = weixinSignIn.generateMetadata;

/** weixinSignIn: `/weixinSignIn.html?redirect=`, the consent step before weixin sign-in (docs/decisions/0064). */
export default async function WeixinSignInRoute() {
  const { data } = await weixinSignIn.load();
  return <WeixinSignInPage redirect={data.redirect} />;
}
