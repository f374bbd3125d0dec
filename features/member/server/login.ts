import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { md5 } from '@/lib/platform/auth/signing';
import { currentGeneration } from '@/lib/platform/dialect/generation';
import { mapLogin } from '../member.map';
import { mapSsoLogin, readSsoCodeSent } from '../ssoAnswer';
import {
  loginByCodeCall,
  loginByPasswordCall,
  loginByTicketCall,
  memberLogoutCall,
  sendSmsCodeCall,
  ssoLoginByPhoneCall,
  ssoLoginCall,
  ssoLogoutCall,
  ssoSendCodeCall,
} from '../calls';
import { ssoAppCall } from './ssoApp';
import type { MemberLogin } from '@/features/member/member.types';
import { recordConsentAfterSso } from './account';

/**
 * A g1/g2 platform keeps its members in its SSO (docs/decisions/0096): sign-in, codes and sign-out
 * go there; the designed generation's member calls are the designed platform's.
 */
const throughSso = () => currentGeneration() !== 'designed';

function loginOrThrow(call: string, login: MemberLogin | null): MemberLogin {
  if (!login) throw new PlatformError('invalid', call, 'invalid answer');
  return login;
}

/**
 * An SMS code for sign-in. The real SSO's sendCode asks no image code (the form still shows one:
 * the designed getVerifyCode; docs/decisions/0096), so there the code goes out on the number alone.
 */
export async function sendSmsCode(input: { phone: string; imageCode: string; device: string }): Promise<void> {
  if (throughSso()) {
    const value = await ssoAppCall(ssoSendCodeCall, input, { device: input.device });
    readSsoCodeSent(ssoSendCodeCall.name, value);
    return;
  }
  await platformCall(sendSmsCodeCall, input, { device: input.device });
}

export async function loginByCode(input: {
  phone: string;
  code: string;
  device: string;
  consent: boolean;
}): Promise<MemberLogin> {
  if (throughSso()) {
    const login = loginOrThrow(
      ssoLoginByPhoneCall.name,
      mapSsoLogin(await ssoAppCall(ssoLoginByPhoneCall, input, { device: input.device })),
    );
    if (input.consent) await recordConsentAfterSso(login, input.device);
    return login;
  }
  return loginOrThrow(
    loginByCodeCall.name,
    mapLogin(await platformCall(loginByCodeCall, input, { device: input.device })),
  );
}

export async function loginByPassword(input: {
  phone: string;
  password: string;
  device: string;
  consent: boolean;
}): Promise<MemberLogin> {
  if (throughSso()) {
    // The SSO compares the md5 text of the password (UserController.login, isPasswordMatch).
    const sent = { phone: input.phone, passwordMd5: md5(input.password), device: input.device };
    const login = loginOrThrow(
      ssoLoginCall.name,
      mapSsoLogin(await ssoAppCall(ssoLoginCall, sent, { device: input.device })),
    );
    if (input.consent) await recordConsentAfterSso(login, input.device);
    return login;
  }
  return loginOrThrow(
    loginByPasswordCall.name,
    mapLogin(await platformCall(loginByPasswordCall, input, { device: input.device })),
  );
}

/** Spends the app's one-time ticket for a web login of its own (docs/host-app-bridge.md). */
export async function loginByTicket(input: { ticket: string; userId: string; device: string }): Promise<MemberLogin> {
  const params = { ticket: input.ticket, userID: input.userId, device: input.device };
  return loginOrThrow(
    loginByTicketCall.name,
    mapLogin(await platformCall(loginByTicketCall, params, { device: input.device })),
  );
}

/**
 * Ends the member's login on the platform (or, with `everywhere`, all their logins): their tokens
 * are refused from now on. The real SSO ends the device's login only (logout: uid, devid, token);
 * it has no call for every login, so `everywhere` ends this one there.
 */
export async function endLogin(
  member: { userId?: string; accessToken: string; refreshToken: string; device: string },
  everywhere = false,
): Promise<void> {
  if (throughSso() && member.userId) {
    const input = { userId: member.userId, device: member.device, token: member.accessToken };
    await ssoAppCall(ssoLogoutCall, input, { device: member.device, token: member.accessToken });
    return;
  }
  await platformCall(
    memberLogoutCall,
    { refreshToken: member.refreshToken, device: member.device, all: everywhere },
    { device: member.device, memberToken: member.accessToken },
  );
}
