import { route } from '@/lib/routing/route';

// A member's own pages (docs/decisions/0039; docs/product.md §2; docs/decisions/0032): all private.

/** login: `/login.html?redirect=`, sign-in, then back to the page that asked for it. */
export const loginRoute = route({ name: 'login', query: ['redirect'] });
/** getUserInfo: `/getUserInfo.html`, the member's own page. */
export const getUserInfoRoute = route({ name: 'getUserInfo' });
/** invite: `/invite.html`, the member's invitation. */
export const inviteRoute = route({ name: 'invite' });
/** shareinvite: `/shareinvite.html`, the invitation's share page. */
export const shareinviteRoute = route({ name: 'shareinvite' });
/** integralShop: `/integralShop.html`, the member's points. */
export const integralShopRoute = route({ name: 'integralShop' });

/**
 * weixinSignIn: `/weixinSignIn.html?redirect=`, the consent step a weixin reader sees before weixin's
 * authorize page: the documents, an unticked box, "agree and sign in" or "not now" (docs/decisions/0064).
 */
export const weixinSignInRoute = route({ name: 'weixinSignIn', query: ['redirect'] });

/** setPassword: `/setPassword.html`, set or change the password after an SMS code (docs/decisions/0050). */
export const setPasswordRoute = route({ name: 'setPassword' });
/** cancelAccount: `/cancelAccount.html`, delete (注销) the account after a warning and an SMS code (docs/decisions/0050). */
export const cancelAccountRoute = route({ name: 'cancelAccount' });
