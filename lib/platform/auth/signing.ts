import CryptoJS from 'crypto-js';

// Signing and key material as the real platform does it (PLATFORM-FACTS.md, "Signing, as observed").

export function md5(text: string): string {
  return CryptoJS.MD5(text).toString();
}

/** authinfo answers appKey and appSecret 3DES-ECB encrypted (base64) under the site's DES key. */
export function decrypt3Des(cipherBase64: string, desKey: string): string {
  const key = CryptoJS.enc.Utf8.parse(desKey);
  const plain = CryptoJS.TripleDES.decrypt(cipherBase64, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return plain.toString(CryptoJS.enc.Utf8);
}

/** The app-auth call's sign: md5(secret + t + the first 8 characters of the secret). */
export function appAuthSign(appSecret: string, t: string): string {
  return md5(appSecret + t + appSecret.slice(0, 8));
}

/** Signed requests send headers authtoken, time and sign = md5(token + secret + time). */
export function requestSignHeaders(authToken: string, appSecret: string, time: string): Record<string, string> {
  return { authtoken: authToken, time, sign: md5(authToken + appSecret + time) };
}

export interface SsoSignInput {
  params: Record<string, string>;
  devid: string;
  random: string;
  timestamp: string;
  token: string;
  version?: string;
}

/**
 * SSO (third-party login) headers: program-params names the signed parameters, and
 * program-sign = md5("p1=v1&…&secret=" + md5("devid=…&random=…&timestamp=…&token=…&version=…")).
 */
export function ssoSignHeaders({
  params,
  devid,
  random,
  timestamp,
  token,
  version = '1.0.0',
}: SsoSignInput): Record<string, string> {
  const names = Object.keys(params).sort();
  const secret = md5(`devid=${devid}&random=${random}&timestamp=${timestamp}&token=${token}&version=${version}`);
  const signed = names.map((name) => `${name}=${params[name]}`).join('&');
  return {
    devid,
    random,
    timestamp,
    token,
    version,
    'program-params': names.join(','),
    'program-sign': md5(`${signed}${signed ? '&' : ''}secret=${secret}`),
  };
}
