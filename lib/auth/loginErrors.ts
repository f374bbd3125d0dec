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
};

export function loginErrorReason(error: unknown): LoginErrorReason {
  if (!isPlatformError(error)) {
    console.error('[account] unexpected error', error);
    return 'failed';
  }
  if (error.isUnavailable) return 'network';
  const reason = BY_MESSAGE[error.message];
  // A message we do not know yet: logged, so it can be given a reason of its own.
  if (!reason) console.warn(`[account] ${error.call}: unmapped platform message`, error.message);
  return reason ?? 'failed';
}

/** Mainland mobile numbers, as the platform checks them: 11 digits starting with 1. */
export function isPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && /^1\d{10}$/.test(value);
}
