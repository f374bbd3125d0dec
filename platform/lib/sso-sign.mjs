/**
 * The SSO service's request signature (PLATFORM-FACTS.md, "Signing, as observed"):
 *   secret       = md5("devid=…&random=…&timestamp=…&token=…&version=…")
 *   program-sign = md5("p1=v1&p2=v2…&secret=" + secret)
 * where p1, p2… are the parameters named, in order, by the comma-separated `program-params` header.
 */
import { md5 } from './app-auth.mjs';

export const SSO_VERSION = '1.0.0';
/** A signed request's timestamp may differ from our clock by this much (replay window). */
export const SSO_TIME_WINDOW_MS = 5 * 60 * 1000;

/** @param {{devid: string, random: string, timestamp: string, token: string, version: string}} h */
export function ssoSecret(h) {
  return md5(`devid=${h.devid}&random=${h.random}&timestamp=${h.timestamp}&token=${h.token}&version=${h.version}`);
}

/**
 * @param {{devid: string, random: string, timestamp: string, token: string, version: string}} headers
 * @param {string[]} names the signed parameters, in order @param {Record<string, string>} params
 */
export function ssoSign(headers, names, params) {
  const plain = names.map((n) => `${n}=${params[n] ?? ''}`).join('&');
  return md5(`${plain}&secret=${ssoSecret(headers)}`);
}
