import { z } from 'zod';
import { flag, list, num, str } from '@/lib/platform/primitives';

/** Every login (code, password, SSO value) answers the member and a token pair. */
export const rawLoginSchema = z.object({
  uid: num(),
  userid: num(),
  nickname: str(),
  head: str(),
  phone: str(),
  token: str(),
  accessToken: str(),
  refreshToken: str(),
  expiresIn: num(7200),
});
export type RawLogin = z.output<typeof rawLoginSchema>;

/** member/webTicket (the app's call): a one-time ticket and its lifetime in seconds. */
export const rawWebTicketSchema = z.object({ ticket: z.string().min(1), expiresIn: num(60) });

export const rawSmsSentSchema = z.object({ sent: flag(), phone: str(), expiresIn: num(300) });

export const rawUserInfoSchema = z.object({
  uid: num(),
  nickname: str(),
  head: str(),
  phone: str(),
  inviteCode: str(),
  invited: flag(),
  score: num(),
  weixin: flag(),
  createTime: num(),
  // docs/decisions/0050: whether a password is set, and whether the member's consent covers the legal
  // documents' current versions (a platform that does not say is taken as current: nobody is nagged).
  hasPassword: flag(),
  consentCurrent: num(1),
});
export type RawUserInfo = z.output<typeof rawUserInfoSchema>;

/** member/consent: the versions the member has now accepted. */
export const rawConsentSchema = z.object({ agreementVersion: num(), privacyVersion: num(), consentCurrent: num(1) });

export const rawInviteCodeSchema = z.object({ code: str(), invitedCount: num(), invited: flag() });
/** docs/product.md §3, Invite: code, msg, member. */
export const rawUseInviteSchema = z.object({
  code: str(),
  msg: str(),
  member: z.object({ uid: num(), nickname: str() }),
});

export const rawDayScoresSchema = z.object({
  totalScore: num(),
  todayScore: num(),
  list: list(z.object({ day: str(), score: num() })),
});
export type RawDayScores = z.output<typeof rawDayScoresSchema>;

export const rawScoreListSchema = z.object({
  list: list(z.object({ id: num(), score: num(), reason: str(), created: num() })),
  totalCount: num(),
  hasMore: flag(),
});
export type RawScoreList = z.output<typeof rawScoreListSchema>;

export const rawWxUserinfoSchema = z.object({
  openid: str(),
  unionid: str(),
  nickname: str(),
  headimgurl: str(),
  scope: str(),
});
export type RawWxUserinfo = z.output<typeof rawWxUserinfoSchema>;

/** The SSO service's own dialect: `{code, msg, value}`, code 0 success (PLATFORM-FACTS.md). */
export const rawSsoAnswerSchema = z.object({
  code: num(-1),
  msg: str(),
  value: z.union([rawLoginSchema, z.null()]).default(null),
});

/**
 * The real SSO's answer (intergrate-dev/sso-app-xzw vo/Result.java): code 1 with `value` is
 * success; code 0 is a refusal thrown as a BusinessException (AppErrorController: `msg` its type,
 * `error` its words), code 2 one the call answers itself (`msg` its words). The 2020 platform adds
 * `status` and `message` (the recorded App_Sso/output.xml of jiangbm/XFJ_FZ_API).
 */
export const rawSsoAppAnswerSchema = z.object({
  code: num(-1),
  msg: str(),
  error: str(),
  message: str(),
  value: z.unknown().optional(),
});
export type RawSsoAppAnswer = z.output<typeof rawSsoAppAnswerSchema>;

/**
 * The member a real SSO sign-in answers (UserController.login and loginByOther: User.asMap, the
 * AMUC `userid` getuserid adds, and `token`). No refresh token nor lifetime there: the token lives
 * a year on its device; the reference platform adds its own pair (`refreshToken`, `expiresIn`).
 */
export const rawSsoMemberSchema = z.object({
  uid: str(),
  userid: str(),
  nickname: str(),
  head: str(),
  phone: str(),
  token: str(),
  refreshToken: str(),
  expiresIn: num(0),
});
export type RawSsoMember = z.output<typeof rawSsoMemberSchema>;

/** sendCode's value (UserController.sendCode): `code` "success" or "fail", and the SSO's words. */
export const rawSsoCodeSentSchema = z.object({ code: str(), msg: str() });
