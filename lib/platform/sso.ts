import 'server-only';
import ky from 'ky';
import { randomBytes } from 'node:crypto';
import { anonymousToken } from './auth/processAuth';
import { ssoSignHeaders } from './auth/signing';
import { platformEnv, API_VERSION } from './env';
import { PlatformError } from './errors';
import { mapLogin } from './map/member';
import { rawSsoAnswerSchema } from './schemas/member';
import { DEFAULT_TIMEOUT_MS } from './request';
import type { MemberLogin, WeixinProfile } from '@/lib/types/member';

/** SSO answer code for success (docs/platform-api.md, "SSO service"). */
const SSO_OK = 0;

/**
 * Third-party login on the SSO service (`{SSOUrl}/thirdLogin`): md5-signed headers (token, devid,
 * random, timestamp, version 1.0.0, program-params, program-sign) over the form fields; the answer
 * is the SSO dialect `{code, msg, value}`, not the app_if envelope, hence its own small client.
 */
export async function thirdLogin(profile: WeixinProfile, device: string): Promise<MemberLogin> {
  const params = {
    provider: 'tencent_wechat',
    oid: profile.openid,
    nickname: profile.nickname,
    devid: device,
    head: profile.headimgurl,
    unionid: profile.unionid,
  };
  const headers = ssoSignHeaders({
    params,
    devid: device,
    random: randomBytes(8).toString('hex'),
    timestamp: String(Date.now()),
    token: (await anonymousToken.get()).value,
    version: API_VERSION,
  });
  let json: unknown;
  try {
    json = await ky
      .post(`${platformEnv.ssoUrl}/thirdLogin`, { body: new URLSearchParams(params), headers, timeout: DEFAULT_TIMEOUT_MS, retry: 0 })
      .json();
  } catch {
    throw new PlatformError('network', 'thirdLogin', 'network error');
  }
  const parsed = rawSsoAnswerSchema.safeParse(json);
  if (!parsed.success) throw new PlatformError('invalid', 'thirdLogin', 'invalid answer');
  if (parsed.data.code !== SSO_OK || !parsed.data.value) throw new PlatformError('status', 'thirdLogin', parsed.data.msg || 'error', parsed.data.code);
  const login = mapLogin(parsed.data.value);
  if (!login) throw new PlatformError('invalid', 'thirdLogin', 'invalid answer');
  return login;
}
