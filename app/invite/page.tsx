import { invite } from '@/features/member/member.page';
import { InvitePage } from '@/features/member/InvitePage';

export const generateMetadata = invite.generateMetadata;

/** invite: `/invite.html`, enter a friend's invite code (docs/product.md §2, title 'invite code'). */
export default async function InviteRoute() {
  const { data } = await invite.load();
  return <InvitePage reader={data.reader} mine={data.mine} path={data.path} />;
}
