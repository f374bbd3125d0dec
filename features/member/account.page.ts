import { getTranslations } from 'next-intl/server';
import { getUserInfo as getMemberInfo } from '@/features/member/server/userInfo';
import { requireReader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { cancelAccountRoute, setPasswordRoute } from '@/features/member/paths';

// A member's account and security (docs/decisions/0050): private pages of the member's own, never
// cached or indexed. Both need the member's profile: the masked phone the code goes to, whether a
// password is set. A reader of the provider's app manages their account in the app.

async function accountPage(path: string) {
  const reader = await requireReader(path);
  const info = reader.kind === 'member' ? await loadMemberData(reader.member, path, getMemberInfo) : null;
  return { reader, info };
}

/** setPassword: `/setPassword.html`. */
export const setPasswordPage = definePage(setPasswordRoute, {
  load: () => accountPage(setPasswordRoute.href()),
  async seo({ info }): Promise<PageSeo> {
    const t = await getTranslations('accountSecurity');
    return { type: 'unlisted', title: info?.hasPassword ? t('changePasswordTitle') : t('setPasswordTitle') };
  },
});

/** cancelAccount: `/cancelAccount.html`. */
export const cancelAccountPage = definePage(cancelAccountRoute, {
  load: () => accountPage(cancelAccountRoute.href()),
  async seo(): Promise<PageSeo> {
    const t = await getTranslations('accountSecurity');
    return { type: 'unlisted', title: t('cancelTitle') };
  },
});
