import { headers } from 'next/headers';
import { redirect as redirectTo } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getUserInfo as getMemberInfo } from '@/features/member/server/userInfo';
import { getInviteCode } from '@/features/member/server/invite';
import { getDayScores, getScoreList } from '@/features/member/server/scores';
import { getCollection } from '@/features/member/server/favorites';
import { getUnreadCount } from '@/features/mySpace/server/mine';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { isHostApp } from '@/lib/auth/hostAppUa';
import { inviteLink, inviteQrSvg } from '@/lib/auth/inviteLink';
import { currentReader, requireReader, type Reader } from '@/lib/session/reader';
import { loginOffer } from './loginOffer';
import { loadMemberData } from '@/lib/session/memberData';
import { siteOrigin } from '@/lib/routing/site';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { speaksLaterGeneration } from '@/lib/platform/dialect/knownGeneration';
import {
  getUserInfoRoute,
  integralShopRoute,
  inviteRoute,
  loginRoute,
  shareinviteRoute,
} from '@/features/member/paths';

// A reader's own pages: the only routes whose render may read the session, cookies and user
// agent (they are never kept by a shared cache), and never indexed.

/** The page title of a reader's own page, from the `account` messages. */
async function unlisted(
  key: 'loginTitle' | 'userInfo.title' | 'invite.title' | 'shareinvite.title' | 'integral.title',
): Promise<PageSeo> {
  const t = await getTranslations('account');
  return { type: 'unlisted', title: t(key) };
}

/** A signed-in member's own data from the platform (null when it failed); none for an app reader. */
async function memberData<T>(
  reader: Reader,
  path: string,
  load: (token: string, device: string) => Promise<T>,
): Promise<T | null> {
  return reader.kind === 'member' ? loadMemberData(reader.member, path, load) : null;
}

/** The signed-in member's id, which AMUC's calls name them by on a g1/g2 platform (docs/decisions/0096). */
function userIdOf(reader: Reader): string {
  return reader.kind === 'member' ? reader.member.userId : '';
}

const USER_INFO_PATH = getUserInfoRoute.href();

/**
 * login: `/login.html?redirect=/path.html` (docs/product.md §2, top bar with a close icon). The way
 * back is checked here and again by the login handler: our own origin only.
 */
export const login = definePage(loginRoute, {
  async load() {
    const [query, config, reader, requestHeaders] = await Promise.all([
      pageQuery(),
      getSiteConfig(),
      currentReader(),
      headers(),
    ]);
    const redirect = safeReturnPath(query.get('redirect'), siteOrigin());
    // A member has nothing to do on a login form: the account icon leads to their own page.
    if (reader?.kind === 'member') redirectTo(USER_INFO_PATH);
    return { config, reader, redirect, offer: loginOffer(reader, isHostApp(requestHeaders.get('user-agent'))) };
  },
  seo: () => unlisted('loginTitle'),
});

/** getUserInfo: the signed-in member's info and the first page of their collection (docs/product.md §2, 'get member info'). */
export const getUserInfo = definePage(getUserInfoRoute, {
  async load() {
    const reader = await requireReader(USER_INFO_PATH);
    const [info, collection, unread, logoutEverywhere] = await Promise.all([
      memberData(reader, USER_INFO_PATH, getMemberInfo),
      memberData(reader, USER_INFO_PATH, (accessToken, device) => getCollection({ accessToken, device }, 0)),
      memberData(reader, USER_INFO_PATH, (memberToken, device) => getUnreadCount({ memberToken, device })),
      // The real SSO's logout ends one device's login: "all devices" is offered where it is kept (0108).
      speaksLaterGeneration(),
    ]);
    return { reader, info, collection, unread, logoutEverywhere };
  },
  seo: () => unlisted('userInfo.title'),
});

const INVITE_PATH = inviteRoute.href();

/** invite: enter a friend's invite code (docs/product.md §2, title 'invite code'). */
export const invite = definePage(inviteRoute, {
  async load() {
    const reader = await requireReader(INVITE_PATH);
    const mine = await memberData(reader, INVITE_PATH, (token, device) =>
      getInviteCode(token, device, userIdOf(reader)),
    );
    return { reader, mine, path: INVITE_PATH };
  },
  seo: () => unlisted('invite.title'),
});

const SHARE_INVITE_PATH = shareinviteRoute.href();

/** shareinvite: my invite code and its QR code (docs/product.md §2, 'your exclusive invite code'). */
export const shareinvite = definePage(shareinviteRoute, {
  async load() {
    const reader = await requireReader(SHARE_INVITE_PATH);
    const mine = await memberData(reader, SHARE_INVITE_PATH, (token, device) =>
      getInviteCode(token, device, userIdOf(reader)),
    );
    const qr = mine && reader.kind === 'member' ? await inviteQrSvg(inviteLink(reader.member.userId, mine.code)) : null;
    return { reader, mine, qr, path: SHARE_INVITE_PATH };
  },
  seo: () => unlisted('shareinvite.title'),
});

const INTEGRAL_PATH = integralShopRoute.href();

/** integralShop: points detail, daily scores of the week and the latest records (docs/product.md §2). */
export const integralShop = definePage(integralShopRoute, {
  async load() {
    const reader = await requireReader(INTEGRAL_PATH);
    const scores = await memberData(reader, INTEGRAL_PATH, async (token, device) => {
      const userId = userIdOf(reader);
      const [days, records] = await Promise.all([
        getDayScores(token, device, userId),
        getScoreList(token, device, userId, 0),
      ]);
      return { days, records };
    });
    return { reader, scores, path: INTEGRAL_PATH };
  },
  seo: () => unlisted('integral.title'),
});
