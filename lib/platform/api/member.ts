import 'server-only';
import { platformCall } from '../call';
import { platformEnv } from '../env';
import { PlatformError } from '../errors';
import { mapLogin, mapUserInfo } from '../map/member';
import { rawLoginSchema, rawSmsSentSchema, rawUserInfoSchema } from '../schemas/member';
import type { MemberInfo, MemberLogin } from '@/lib/types/member';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';

// Member calls (docs/platform-api.md, "Members"). The writes are POSTs, so on v3+ platforms their
// parameters (phone, password, codes) travel encrypted (lib/platform/call.ts).

function loginOrThrow(call: string, login: MemberLogin | null): MemberLogin {
  if (!login) throw new PlatformError('invalid', call, 'invalid answer');
  return login;
}

/**
 * The image verify code picture for this device. Binary, so not an envelope call: fetched as it
 * is and handed to the browser by our handler (the platform's host stays out of the page).
 */
export async function getVerifyCodeImage(device: string): Promise<{ body: ArrayBuffer; type: string }> {
  const url = new URL(`${platformEnv.baseUrl}/app_if/member/getVerifyCode`);
  url.search = new URLSearchParams({ device, siteId: String(platformEnv.siteId), t: String(Date.now()) }).toString();
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) }).catch(() => null);
  const type = response?.headers.get('content-type') ?? '';
  if (!response?.ok || !/^image\//.test(type)) throw new PlatformError('network', 'member/getVerifyCode', 'network error');
  return { body: await response.arrayBuffer(), type };
}

export async function sendSmsCode(input: { phone: string; imageCode: string; device: string }): Promise<void> {
  await platformCall('member/sendSmsCode', { method: 'POST', params: input, schema: rawSmsSentSchema, device: input.device });
}

export async function loginByCode(input: { phone: string; code: string; device: string }): Promise<MemberLogin> {
  const raw = await platformCall('member/loginByCode', { method: 'POST', params: input, schema: rawLoginSchema, device: input.device });
  return loginOrThrow('member/loginByCode', mapLogin(raw));
}

export async function loginByPassword(input: { phone: string; password: string; device: string }): Promise<MemberLogin> {
  const raw = await platformCall('member/loginByPassword', { method: 'POST', params: input, schema: rawLoginSchema, device: input.device });
  return loginOrThrow('member/loginByPassword', mapLogin(raw));
}

export async function getUserInfo(memberToken: string, device: string): Promise<MemberInfo> {
  return mapUserInfo(await platformCall('member/getUserInfo', { schema: rawUserInfoSchema, memberToken, device }));
}

const refreshAnswer = rawLoginSchema.pick({ token: true, accessToken: true, refreshToken: true, expiresIn: true });

/** Rotates a member's pair (the old refresh token is spent). 1004 when the refresh token is no longer valid. */
export async function refreshAccessToken(device: string, refreshToken: string): Promise<Pick<MemberLogin, 'accessToken' | 'refreshToken' | 'accessExpiresAt'>> {
  const raw = await platformCall('refreshAccessToken', { method: 'POST', params: { device, refreshToken }, schema: refreshAnswer, device });
  const accessToken = raw.accessToken || raw.token;
  if (!accessToken || !raw.refreshToken) throw new PlatformError('invalid', 'refreshAccessToken', 'invalid answer');
  return { accessToken, refreshToken: raw.refreshToken, accessExpiresAt: Date.now() + Math.min(raw.expiresIn * 1000, TOKEN_LIFETIME_MS) };
}
