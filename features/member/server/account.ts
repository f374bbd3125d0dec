import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { mapLogin } from '../member.map';
import { bindPhoneCall, cancelAccountCall, memberConsentCall, sendAccountSmsCodeCall, setPasswordCall } from '../calls';
import type { MemberLogin } from '@/features/member/member.types';

// A member's own account (docs/decisions/0050): each call carries the member's token and device.

interface Signed {
  accessToken: string;
  device: string;
}

/** member/consent: the member accepts the current user agreement and privacy policy. */
export async function acceptConsent(member: Signed): Promise<void> {
  await platformCall(memberConsentCall, undefined, { memberToken: member.accessToken, device: member.device });
}

/**
 * After a sign-in through a real platform's SSO, whose forms carry no consent: the reader's tick is
 * recorded with member/consent where the platform keeps consent records (the reference platform
 * does; a real one has no such call and answers 501 notOnThisPlatform, which is let be). A failure
 * never undoes the sign-in (docs/decisions/0108).
 */
export async function recordConsentAfterSso(login: MemberLogin, device: string): Promise<void> {
  await acceptConsent({ accessToken: login.accessToken, device }).catch((error: unknown) => {
    if (!(error instanceof PlatformError)) console.error('[member] consent after sign-in failed', error);
  });
}

/**
 * member/sendAccountSmsCode: a code to the member's own phone for setting the password or cancelling,
 * or (`bind`) to the phone a member without one binds (docs/decisions/0064).
 */
export async function sendAccountSmsCode(
  member: Signed,
  type: 'password' | 'cancel' | 'bind',
  phone?: string,
): Promise<void> {
  await platformCall(
    sendAccountSmsCodeCall,
    { type, device: member.device, phone },
    { memberToken: member.accessToken, device: member.device },
  );
}

/** member/bindPhone: the phone onto an account without one (docs/decisions/0064). */
export async function bindPhone(member: Signed, input: { phone: string; code: string }): Promise<void> {
  await platformCall(
    bindPhoneCall,
    { ...input, device: member.device },
    { memberToken: member.accessToken, device: member.device },
  );
}

/** member/setPassword: answers the fresh pair this session goes on with (the member's other logins ended). */
export async function setPassword(member: Signed, input: { password: string; code: string }): Promise<MemberLogin> {
  const raw = await platformCall(
    setPasswordCall,
    { ...input, device: member.device },
    { memberToken: member.accessToken, device: member.device },
  );
  const login = mapLogin(raw);
  if (!login) throw new PlatformError('invalid', setPasswordCall.name, 'invalid answer');
  return login;
}

/** member/cancel: cancels the account; every login of it ends on the platform. */
export async function cancelAccount(member: Signed, code: string): Promise<void> {
  await platformCall(
    cancelAccountCall,
    { code, device: member.device },
    { memberToken: member.accessToken, device: member.device },
  );
}
