import { z } from 'zod';
import { defineCall } from '@/lib/platform/define';
import { platformEnv } from '@/lib/platform/env';
import { flag } from '@/lib/platform/primitives';
import {
  rawConsentSchema,
  rawDayScoresSchema,
  rawInviteCodeSchema,
  rawLoginSchema,
  rawScoreListSchema,
  rawSmsSentSchema,
  rawSsoAnswerSchema,
  rawSsoAppAnswerSchema,
  rawUseInviteSchema,
  rawUserInfoSchema,
  rawWebTicketSchema,
} from './member.schema';
import type { WeixinProfile } from '@/features/member/member.types';
import { rawFavListSchema, rawFavStateSchema, rawFavWriteSchema } from './favorite.schema';
import { favFlag } from '@/lib/platform/dialect/normalise';
import { amucInviteCode, amucInviteUse, amucScore, amucScoreList } from './amuc.normalise';
import { favItems } from './favorite.normalise';

// Member calls (docs/platform-api.md, "Members"). Nothing here is shared between readers. The
// writes are POSTs, so on v3+ platforms their parameters (phone, password, codes) travel
// encrypted (lib/platform/authorized.ts).

/**
 * member/getVerifyCode: the image verify code picture for a device. Binary, not an envelope:
 * its answer is the picture and its type (features/member/server/verifyCode.ts).
 */
export const getVerifyCodeCall = defineCall({
  name: 'member/getVerifyCode',
  auth: 'none',
  params: (device: string) => ({ device, siteId: platformEnv.siteId, t: Date.now() }),
  answer: z.object({
    type: z.string().regex(/^image\//),
    // By tag, not instanceof: the body may come from another realm (jest, workers).
    body: z.custom<ArrayBuffer>((value) => Object.prototype.toString.call(value) === '[object ArrayBuffer]'),
  }),
});

/** member/sendSmsCode (POST): an SMS code to a phone, once the image code is right. */
export const sendSmsCodeCall = defineCall({
  name: 'member/sendSmsCode',
  method: 'POST',
  params: (input: { phone: string; imageCode: string; device: string }) => input,
  answer: rawSmsSentSchema,
});

/**
 * member/loginByCode (POST): signs in with the SMS code. `consent` 1: the reader ticked the box; the
 * platform records the legal documents' current versions as accepted (docs/decisions/0050).
 */
export const loginByCodeCall = defineCall({
  name: 'member/loginByCode',
  method: 'POST',
  params: (input: { phone: string; code: string; device: string; consent: boolean }) => ({
    phone: input.phone,
    code: input.code,
    device: input.device,
    consent: input.consent ? '1' : undefined,
  }),
  answer: rawLoginSchema,
});

/** member/loginByPassword (POST): signs in with a password; `consent` as loginByCode. */
export const loginByPasswordCall = defineCall({
  name: 'member/loginByPassword',
  method: 'POST',
  params: (input: { phone: string; password: string; device: string; consent: boolean }) => ({
    phone: input.phone,
    password: input.password,
    device: input.device,
    consent: input.consent ? '1' : undefined,
  }),
  answer: rawLoginSchema,
});

/**
 * member/webTicket (POST, the app's member token): the one-time ticket the provider's **app** asks for
 * (docs/host-app-bridge.md). This site never makes the call; it is defined so that its answer is part of
 * the contract the recorded answers are checked against, as the app team reads it.
 */
export const webTicketCall = defineCall({
  name: 'member/webTicket',
  method: 'POST',
  params: () => ({}),
  answer: rawWebTicketSchema,
});

/**
 * member/loginByTicket (POST): spends the one-time ticket the provider's app obtained for its
 * signed-in member (member/webTicket) for a web login of this site's own, bound to that member
 * (`userID`, from the app's user agent) and this site (docs/host-app-bridge.md).
 */
export const loginByTicketCall = defineCall({
  name: 'member/loginByTicket',
  method: 'POST',
  params: (input: { ticket: string; userID: string; device: string }) => input,
  answer: rawLoginSchema,
});

// A member's own account (docs/decisions/0050): consent again, and the SMS-confirmed password and cancellation.

/** member/consent (POST, member token): the member accepts the legal documents' current versions. */
export const memberConsentCall = defineCall({
  name: 'member/consent',
  method: 'POST',
  params: () => ({ consent: '1' }),
  answer: rawConsentSchema,
});

/**
 * member/sendAccountSmsCode (POST, member token): a code to the member's own phone, for one purpose;
 * type `bind` with `phone`: to a phone a member without one binds (docs/decisions/0064).
 */
export const sendAccountSmsCodeCall = defineCall({
  name: 'member/sendAccountSmsCode',
  method: 'POST',
  params: (input: { type: 'password' | 'cancel' | 'bind'; device: string; phone?: string }) => input,
  answer: rawSmsSentSchema,
});

/** member/bindPhone (POST, member token): binds a phone to an account without one, with the bind code sent to it (docs/decisions/0064). */
export const bindPhoneCall = defineCall({
  name: 'member/bindPhone',
  method: 'POST',
  params: (input: { phone: string; code: string; device: string }) => input,
  answer: z.object({ bound: flag(), phone: z.string() }),
});

/** member/setPassword (POST, member token): a new password with the password code; answers a fresh pair (the member's other logins end). */
export const setPasswordCall = defineCall({
  name: 'member/setPassword',
  method: 'POST',
  params: (input: { password: string; code: string; device: string }) => input,
  answer: rawLoginSchema,
});

/** member/cancel (POST, member token): cancels (注销) the account with the cancel code; every login of it ends. */
export const cancelAccountCall = defineCall({
  name: 'member/cancel',
  method: 'POST',
  params: (input: { code: string; device: string }) => ({ code: input.code, device: input.device, confirm: '1' }),
  answer: z.object({ cancelled: flag() }),
});

/**
 * thirdLogin (SSO service, POST): signs in with a weixin profile. md5-signed headers over the
 * form fields, and the SSO dialect `{code, msg, value}` (features/member/server/thirdLogin.ts).
 * `consent` 1: the reader ticked the box on the consent step before weixin's authorize page; the
 * platform records the documents' current versions as for the phone logins (docs/decisions/0064).
 */
export const thirdLoginCall = defineCall({
  name: 'thirdLogin',
  service: 'sso',
  method: 'POST',
  auth: 'none',
  params: ({ profile, device, consent }: { profile: WeixinProfile; device: string; consent?: boolean }) => ({
    provider: 'tencent_wechat',
    oid: profile.openid,
    nickname: profile.nickname,
    devid: device,
    head: profile.headimgurl,
    unionid: profile.unionid,
    consent: consent ? '1' : undefined,
  }),
  answer: rawSsoAnswerSchema,
});

// The real platform's SSO (intergrate-dev/sso-app-xzw, under /sso-app/api/): where a g1/g2 platform
// keeps its members (docs/decisions/0096). Signed headers over the form, answered `{code, msg,
// value}` (features/member/server/ssoApp.ts); the designed sign-in calls above stay the designed
// generation's.

/** login (SSO, POST): sign-in by password, sent as its md5 text (UserController.login: phone, password, devid). */
export const ssoLoginCall = defineCall({
  name: 'login',
  service: 'ssoApp',
  method: 'POST',
  auth: 'none',
  params: (input: { phone: string; passwordMd5: string; device: string }) => ({
    phone: input.phone,
    password: input.passwordMd5,
    devid: input.device,
  }),
  answer: rawSsoAppAnswerSchema,
});

/**
 * sendCode (SSO, POST): an SMS code to a phone (UserController.sendCode: type phone, value,
 * useType). useType 2 is sign-in by code, which the source does not name (0 registers, 1 recovers
 * a password): the reference platform's, designed here; its value is `{code: "success"|"fail", msg}`.
 */
export const ssoSendCodeCall = defineCall({
  name: 'sendCode',
  service: 'ssoApp',
  method: 'POST',
  auth: 'none',
  params: (input: { phone: string; device: string }) => ({
    type: 'phone',
    value: input.phone,
    useType: '2',
    devid: input.device,
  }),
  answer: rawSsoAppAnswerSchema,
});

/**
 * loginByPhone (SSO, POST): sign-in by SMS code (App_Sso/Sso_Common.robot of jiangbm/XFJ_FZ_API:
 * devid, siteid, phone; the code is ours: the record shows none, and a number alone must sign
 * nobody in).
 */
export const ssoLoginByPhoneCall = defineCall({
  name: 'loginByPhone',
  service: 'ssoApp',
  method: 'POST',
  auth: 'none',
  params: (input: { phone: string; code: string; device: string }) => ({
    phone: input.phone,
    code: input.code,
    devid: input.device,
    siteid: String(platformEnv.siteId),
  }),
  answer: rawSsoAppAnswerSchema,
});

/** logout (SSO, POST): ends the device's login (UserController.logout: uid, devid, token). */
export const ssoLogoutCall = defineCall({
  name: 'logout',
  service: 'ssoApp',
  method: 'POST',
  auth: 'none',
  params: (input: { userId: string; device: string; token: string }) => ({
    uid: input.userId,
    devid: input.device,
    token: input.token,
  }),
  answer: rawSsoAppAnswerSchema,
});

/** The weixin sign-in's form on the real SSO: provider, oid, nickname, head, devid (and siteid). */
const oauthForm = (nickname: string, { profile, device }: { profile: WeixinProfile; device: string }) => ({
  provider: 'tencent_wechat',
  oid: profile.openid,
  nickname,
  head: profile.headimgurl,
  devid: device,
  siteid: String(platformEnv.siteId),
});

/**
 * oauthLogin (SSO, POST; the 2020 platform): weixin sign-in, the nickname as base64 text (the
 * recorded App_Sso/OauthLogin.robot of jiangbm/XFJ_FZ_API: a plain nickname is refused, "Illegal
 * base64 character").
 */
export const ssoOauthLoginCall = defineCall({
  name: 'oauthLogin',
  service: 'ssoApp',
  method: 'POST',
  auth: 'none',
  params: (input: { profile: WeixinProfile; device: string }) =>
    oauthForm(Buffer.from(input.profile.nickname, 'utf8').toString('base64'), input),
  answer: rawSsoAppAnswerSchema,
});

/** loginByOther (SSO, POST; the older gateway's SSO): weixin sign-in, the nickname as it is (UserController.loginByOther). */
export const ssoLoginByOtherCall = defineCall({
  name: 'loginByOther',
  service: 'ssoApp',
  method: 'POST',
  auth: 'none',
  params: (input: { profile: WeixinProfile; device: string }) => oauthForm(input.profile.nickname, input),
  answer: rawSsoAppAnswerSchema,
});

/** member/getUserInfo (member token): the signed-in reader's profile. */
export const getUserInfoCall = defineCall({
  name: 'member/getUserInfo',
  answer: rawUserInfoSchema,
});

/**
 * member/info (POST, member token): a new nickname and/or head picture (the fileId of the
 * member's own upload, never an address). Answers the profile as getUserInfo does.
 */
export const memberInfoCall = defineCall({
  name: 'member/info',
  method: 'POST',
  params: (input: { nickname?: string; headFileId?: string }) => ({
    nickname: input.nickname,
    headFileId: input.headFileId,
  }),
  answer: rawUserInfoSchema,
});

/**
 * member/logout (POST): ends the login of this refresh token on the platform (docs/decisions/0024), or with
 * `all` every login of the member. Its tokens are refused from then on, whoever still holds them.
 */
export const memberLogoutCall = defineCall({
  name: 'member/logout',
  method: 'POST',
  params: (input: { refreshToken: string; device: string; all?: boolean }) => ({
    refreshToken: input.refreshToken,
    device: input.device,
    all: input.all ? '1' : undefined,
  }),
  answer: z.object({ loggedOut: z.boolean() }),
});

/**
 * invite/getInviteCode (member token): the reader's own invite code and how many used it. On a
 * g1/g2 platform AMUC's invitecode/getInviteCode (uid; docs/decisions/0096), answering the code alone.
 */
export const getInviteCodeCall = defineCall({
  name: 'invite/getInviteCode',
  // AMUC answers a member it does not have in words ("…不存在…"): nothing there, never an empty answer.
  nullWhenMissing: true,
  params: () => ({}),
  answer: rawInviteCodeSchema,
  publicForm: {
    name: 'amuc/api/invitecode/getInviteCode',
    params: ({ userId }: { userId: string }) => ({ uid: userId }),
  },
  dialect: { normalise: amucInviteCode('amuc/api/invitecode/getInviteCode') },
});

/** Who uses an invite code, from our session (never the browser's word), and the code. */
export interface InviteUse {
  code: string;
  /** Our device id: AMUC keeps one invite code per device (its imei). */
  device: string;
  userId: string;
  nickname: string;
}

/**
 * invite/useInviteCode (POST, member token): uses another member's invite code. On a g1/g2
 * platform AMUC's invitecode/codeImeiRecord (code, imei, uid, name; docs/decisions/0105), which
 * names the inviter by id alone.
 */
export const useInviteCodeCall = defineCall({
  name: 'invite/useInviteCode',
  method: 'POST',
  params: ({ code }: InviteUse) => ({ code }),
  answer: rawUseInviteSchema,
  publicForm: {
    name: 'amuc/api/invitecode/codeImeiRecord',
    params: ({ code, device, userId, nickname }: InviteUse) => ({ code, imei: device, uid: userId, name: nickname }),
  },
  dialect: { normalise: amucInviteUse('amuc/api/invitecode/codeImeiRecord') },
});

/**
 * myDayScoreSts (member token): the reader's daily scores over the last `days`. On a g1/g2
 * platform AMUC's member/score (id): the total alone (docs/decisions/0096).
 */
export const myDayScoreStsCall = defineCall({
  name: 'myDayScoreSts',
  // AMUC answers a member it does not have in words ("…不存在…"): nothing there, never an empty answer.
  nullWhenMissing: true,
  params: ({ days }: { days: number; userId: string }) => ({ days }),
  answer: rawDayScoresSchema,
  publicForm: {
    name: 'amuc/api/member/score',
    params: ({ userId }: { days: number; userId: string }) => ({ id: userId }),
  },
  dialect: { normalise: amucScore('amuc/api/member/score') },
});

/** AMUC's page of points entries: its default size (AMUCController member/scoreList). */
const AMUC_SCORE_PAGE = 20;

/**
 * myScoreList (member token): one page (0-based) of the reader's score entries. On a g1/g2
 * platform AMUC's member/scoreList (id, curPage from 1, pageSize).
 */
export const myScoreListCall = defineCall({
  name: 'myScoreList',
  // AMUC answers a member it does not have in words ("…不存在…"): nothing there, never an empty answer.
  nullWhenMissing: true,
  params: ({ page }: { page: number; userId: string }) => ({ page }),
  answer: rawScoreListSchema,
  publicForm: {
    name: 'amuc/api/member/scoreList',
    params: ({ page, userId }: { page: number; userId: string }) => ({
      id: userId,
      curPage: page + 1,
      pageSize: AMUC_SCORE_PAGE,
    }),
  },
  dialect: { normalise: amucScoreList('amuc/api/member/scoreList') },
});

// A member's collection (docs/platform-api.md, "Collections"). Nothing here is shared between
// readers: every call carries the member's token, so none is cached.

/**
 * fav (POST, JSON body as the platform's clients send it): collects (isFav 1) or removes (0) one
 * article. The real platform answers the write alone (recorded fav.json: `{value: "true"}`), and
 * its fav always collects: a removal goes out as its own call, favCancel, a GET (articleID, type,
 * cancel 1; the member named in the form), as the public suite sends it (FavCommon.robot).
 */
export const favCall = defineCall({
  name: 'fav',
  method: 'POST',
  bodyFormat: 'json',
  params: ({ articleId, collect }: { articleId: number; collect: boolean }) => ({ articleId, isFav: collect ? 1 : 0 }),
  answer: rawFavWriteSchema,
  publicForm: {
    name: 'favCancel',
    method: 'GET',
    params: ({ articleId, collect }: { articleId: number; collect: boolean }) =>
      collect ? undefined : { articleID: articleId, type: 0, cancel: 1 },
  },
  dialect: { write: true },
});

/**
 * favStatus: whether the member collected this article (the collect button's state after load).
 * The real call is hasFav (userID, articleID, type), answering `true`/`false` or `{value}`.
 */
export const favStatusCall = defineCall({
  name: 'favStatus',
  params: (articleId: number) => ({ articleId }),
  answer: rawFavStateSchema,
  publicForm: { name: 'hasFav', params: (articleId: number) => ({ articleID: articleId, type: 0 }) },
  dialect: { normalise: favFlag },
});

/**
 * myFavList: one page (0-based, 20) of the member's collection, newest first. The real call is
 * myFav (a POST: userID from the session, page; recorded in jiangbm/XFJ_FZ_API App_Interact/output.xml),
 * each item the collected article under `article` (docs/decisions/0096).
 */
export const myFavListCall = defineCall({
  name: 'myFavList',
  params: (page: number) => ({ page }),
  answer: rawFavListSchema,
  publicForm: { name: 'myFav', method: 'POST', params: (page: number) => ({ page }) },
  dialect: { normalise: favItems },
});
