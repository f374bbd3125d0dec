/**
 * App authorisation as the 2020 platform performs it (the g2 dialect; docs/reference-platform-dialects.md,
 * "App authorisation"), read from the live site's test suite (jiangbm/XFJ_FZ_API Secret/authen.py and
 * Secret/XFJ_Des.py, whose commented sample this module's test decrypts):
 *
 * - authinfo answers the app key and secret 3DES-encrypted (ECB, PKCS#5), each as base64 of the
 *   cipher's hex, under a key cut from the answer's `api-data` header:
 *   apiData[38:42] + apiData[2:16] + apiData[31:33] + apiData[21:25] (24 characters);
 * - auth takes appKey, t and sign = md5(secret + t + secret[a:b]) with the slice [2:7] (the suite
 *   also shows [3:7], so the slice is configurable: PLATFORM_AUTH_SIGN_SLICE), and answers the
 *   authToken sealed the same way under apiData[40:45] + apiData[5:21] + apiData[33:36] of its own
 *   `api-data` header;
 * - the calls after it carry authtoken, time and sign = md5(token + secret + time), as designed.
 *
 * The header is base64 of the time in milliseconds written three times, as the suite's sample is.
 */
import crypto from 'node:crypto';
import { PlatformError } from '../envelope.mjs';
import { AUTH_TIME_WINDOW_MS, md5, sameText } from '../app-auth.mjs';
import { AUTH_INVALID } from '../guard.mjs';

/** @typedef {[number, number]} Slice */
export const DEFAULT_SIGN_SLICE = /** @type {Slice} */ ([2, 7]);

/** A fresh `api-data` header value. @param {number} [now] */
export const newApiData = (now = Date.now()) => Buffer.from(String(now).repeat(3), 'utf8').toString('base64');
/** authinfo's key, cut from its `api-data`. @param {string} apiData */
export const infoKey = (apiData) =>
  apiData.slice(38, 42) + apiData.slice(2, 16) + apiData.slice(31, 33) + apiData.slice(21, 25);
/** auth's key, cut from its `api-data`. @param {string} apiData */
export const tokenKey = (apiData) => apiData.slice(40, 45) + apiData.slice(5, 21) + apiData.slice(33, 36);

/** 3DES-ECB, PKCS#5, the cipher's hex in base64. @param {string} plain @param {string} key 24 characters */
export function seal(plain, key) {
  const cipher = crypto.createCipheriv('des-ede3-ecb', Buffer.from(key, 'utf8'), null);
  const hex = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
  return Buffer.from(hex, 'utf8').toString('base64');
}

/** What a client does with a sealed value (XFJ_Des.des, des_token). @param {string} sealed @param {string} key */
export function unseal(sealed, key) {
  const hex = Buffer.from(sealed, 'base64').toString('utf8');
  const decipher = crypto.createDecipheriv('des-ede3-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
}

/** auth's sign. @param {string} secret @param {string} t @param {Slice} slice */
export const realAuthSign = (secret, t, [start, end]) => md5(secret + t + secret.slice(start, end));

/**
 * @param {{credentials: {appKey: string, appSecret: string}, tokens: import('../tokens.mjs').TokenStore, signSlice: Slice}} deps
 */
export function createRealAppAuth({ credentials, tokens, signSlice }) {
  return {
    /** @param {import('fastify').FastifyReply} reply */
    authinfo(reply) {
      const apiData = newApiData();
      reply.header('api-data', apiData);
      const key = infoKey(apiData);
      return { appKey: seal(credentials.appKey, key), appSecret: seal(credentials.appSecret, key) };
    },
    /** @param {Record<string, string>} p @param {import('fastify').FastifyReply} reply */
    auth(p, reply) {
      const t = p.t ?? p.time ?? '';
      const fresh = /^\d+$/.test(t) && Math.abs(Date.now() - Number(t)) <= AUTH_TIME_WINDOW_MS;
      const ok =
        fresh &&
        sameText(p.appKey ?? '', credentials.appKey) &&
        sameText(p.sign ?? '', realAuthSign(credentials.appSecret, t, signSlice));
      if (!ok) throw new PlatformError('sign invalid', AUTH_INVALID);
      const { token, expiresIn } = tokens.issue('auth', { device: p.device ?? p.deviceId ?? '' });
      const apiData = newApiData();
      reply.header('api-data', apiData);
      return { authToken: seal(token, tokenKey(apiData)), expiresIn };
    },
  };
}
/** @typedef {ReturnType<typeof createRealAppAuth>} RealAppAuth */
