import 'server-only';
import { anonymousToken } from '@/lib/platform/auth/processAuth';
import { PlatformError } from '@/lib/platform/errors';
import { currentGeneration } from '@/lib/platform/dialect/generation';
import { mapLogin } from '../member.map';
import { mapSsoLogin } from '../ssoAnswer';
import { ssoLoginByOtherCall, ssoOauthLoginCall, thirdLoginCall } from '../calls';
import { postSignedSsoForm, ssoAppCall } from './ssoApp';
import { recordConsentAfterSso } from './account';
import type { MemberLogin, WeixinProfile } from '@/features/member/member.types';

/** SSO answer code for success (docs/platform-api.md, "SSO service"). */
const SSO_OK = 0;

/**
 * Third-party login on the SSO service: md5-signed headers (token, devid, random, timestamp,
 * version 1.0.0, program-params, program-sign) over the form fields; the answer is the SSO
 * dialect `{code, msg, value}`, not the app_if envelope, hence its own small client.
 */
export async function thirdLogin(profile: WeixinProfile, device: string, consent = false): Promise<MemberLogin> {
  const generation = currentGeneration();
  if (generation !== 'designed') {
    const login = await realSsoLogin(profile, device, generation === 'g2');
    if (consent) await recordConsentAfterSso(login, device);
    return login;
  }
  const call = thirdLoginCall;
  const params = Object.fromEntries(
    Object.entries(call.params({ profile, device, consent })).map(([key, value]) => [key, String(value ?? '')]),
  );
  let json: unknown;
  try {
    json = await postSignedSsoForm(call, params, { device, token: (await anonymousToken.get()).value });
  } catch {
    throw new PlatformError('network', call.name, 'network error');
  }
  const parsed = call.answer.safeParse(json);
  if (!parsed.success) throw new PlatformError('invalid', call.name, 'invalid answer');
  if (parsed.data.code !== SSO_OK || !parsed.data.value)
    throw new PlatformError('status', call.name, parsed.data.msg || 'error', parsed.data.code);
  const login = mapLogin(parsed.data.value);
  if (!login) throw new PlatformError('invalid', call.name, 'invalid answer');
  return login;
}

/**
 * Weixin sign-in on a g1/g2 platform's SSO (docs/decisions/0096): the 2020 platform's oauthLogin
 * (the nickname as base64 text), the older one's loginByOther. The consent the reader gave has no
 * field there: it is recorded after, where the platform keeps consent (recordConsentAfterSso).
 */
async function realSsoLogin(profile: WeixinProfile, device: string, g2: boolean): Promise<MemberLogin> {
  const call = g2 ? ssoOauthLoginCall : ssoLoginByOtherCall;
  const login = mapSsoLogin(await ssoAppCall(call, { profile, device }, { device }));
  if (!login) throw new PlatformError('invalid', call.name, 'invalid answer');
  return login;
}
