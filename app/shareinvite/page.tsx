import { shareinvite } from '@/features/member/member.page';
import { ShareInvitePage } from '@/features/member/ShareInvitePage';

export const generateMetadata = shareinvite.generateMetadata;

/** shareinvite: `/shareinvite.html`, my invite code and its QR code (docs/product.md §2). */
export default async function ShareInviteRoute() {
  const { data } = await shareinvite.load();
  return <ShareInvitePage reader={data.reader} mine={data.mine} qr={data.qr} path={data.path} />;
}
