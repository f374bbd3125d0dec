import { isPlatformError } from '@/lib/platform/errors';

/** Reasons the login form can show, each a message in the `account.errors` namespace. */
export type LoginErrorReason =
  | 'phoneInvalid'
  | 'imageCodeWrong'
  | 'codeWrong'
  | 'codeExpired'
  | 'passwordWrong'
  | 'inviteNotFound'
  | 'inviteOwn'
  | 'inviteUsed'
  | 'passwordWeak'
  | 'noPhone'
  | 'network'
  | 'failed';

// The platform's messages (docs/platform-api.md, "Members") onto reasons we can translate.
const BY_MESSAGE: Record<string, LoginErrorReason> = {
  'invalid phone number': 'phoneInvalid',
  'image verify code incorrect': 'imageCodeWrong',
  'image verify code expired': 'imageCodeWrong',
  'verification code incorrect': 'codeWrong',
  'verification code expired': 'codeExpired',
  'phone number or password incorrect': 'passwordWrong',
  'invite code not found': 'inviteNotFound',
  'cannot use your own invite code': 'inviteOwn',
  'invite code already used': 'inviteUsed',
  // The account calls (docs/decisions/0050).
  'password too weak': 'passwordWeak',
  'no phone number on this account': 'noPhone',
  // The real SSO's words (i18n/validation_zh_CN.properties of intergrate-dev/sso-app-xzw; the codes'
  // as the reference platform words them): an unknown number reads as a wrong password, as ours does.
  用户名或密码不正确: 'passwordWrong',
  手机号未被注册: 'passwordWrong',
  手机号格式不正确: 'phoneInvalid',
  手机号码格式不正确: 'phoneInvalid',
  验证码错误: 'codeWrong',
  验证码已失效: 'codeExpired',
  // AMUC's codeImeiRecord (InviteCodeAdapter of intergrate-dev/xy6.0-xzw; docs/decisions/0105).
  邀请码不存在: 'inviteNotFound',
  会员不能使用自己的邀请码: 'inviteOwn',
  会员已经使用过邀请码: 'inviteUsed',
  该设备已经添加过邀请码使用记录: 'inviteUsed',
  邀请已注册会员无效: 'inviteUsed',
};

/** The 2020 site's words for a member or a device invited before ("该会员已被{inviter}邀请过了", recorded). */
const INVITED_BEFORE = /^该(会员|设备)已被.*邀请过了$/;

export function loginErrorReason(error: unknown): LoginErrorReason {
  if (!isPlatformError(error)) {
    console.error('[account] unexpected error', error);
    return 'failed';
  }
  if (error.isUnavailable) return 'network';
  const reason = BY_MESSAGE[error.message] ?? (INVITED_BEFORE.test(error.message) ? 'inviteUsed' : undefined);
  // A message we do not know yet: logged, so it can be given a reason of its own.
  if (!reason) console.warn(`[account] ${error.call}: unmapped platform message`, error.message);
  return reason ?? 'failed';
}

/** Mainland mobile numbers, as the platform checks them: 11 digits starting with 1. */
export function isPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && /^1\d{10}$/.test(value);
}
