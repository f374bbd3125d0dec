import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { mapLogin } from '../member.map';
import { loginByCodeCall, loginByPasswordCall, loginByTicketCall, memberLogoutCall, sendSmsCodeCall } from '../calls';
import type { MemberLogin } from '@/features/member/member.types';

function loginOrThrow(call: string, login: MemberLogin | null): MemberLogin {
  if (!login) throw new PlatformError('invalid', call, 'invalid answer');
  return login;
}

export async function sendSmsCode(input: { phone: string; imageCode: string; device: string }): Promise<void> {
  await platformCall(sendSmsCodeCall, input, { device: input.device });
}

export async function loginByCode(input: {
  phone: string;
  code: string;
  device: string;
  consent: boolean;
}): Promise<MemberLogin> {
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

/** Ends the member's login on the platform (or, with `everywhere`, all their logins): their tokens are refused from now on. */
export async function endLogin(
  member: { accessToken: string; refreshToken: string; device: string },
  everywhere = false,
): Promise<void> {
  await platformCall(
    memberLogoutCall,
    { refreshToken: member.refreshToken, device: member.device, all: everywhere },
    { device: member.device, memberToken: member.accessToken },
  );
}
