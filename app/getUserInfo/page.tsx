import { getUserInfo } from '@/features/member/member.page';
import { UserInfoPage } from '@/features/member/UserInfoPage';

export const generateMetadata = getUserInfo.generateMetadata;

/** getUserInfo: `/getUserInfo.html`, the signed-in member's info (docs/product.md §2). */
export default async function GetUserInfoRoute() {
  const { data } = await getUserInfo.load();
  return (
    <UserInfoPage
      reader={data.reader}
      info={data.info}
      collection={data.collection}
      unread={data.unread}
      logoutEverywhere={data.logoutEverywhere}
    />
  );
}
