/**
 * App authorisation material and the platform's signing rules (PLATFORM-FACTS.md,
 * "Signing, as observed"): authinfo hands out the app key/secret 3DES-encrypted,
 * auth trades a signed request for an authToken, signed calls carry
 * md5(authtoken + secret + time). The key/secret live in `meta`, one pair per DB.
 */
import crypto from 'node:crypto';
import { getMeta, setMeta } from '../db/open.mjs';

/** auth's `t` may differ from our clock by this much, either way (replay window). */
export const AUTH_TIME_WINDOW_MS = 5 * 60 * 1000;

/** @param {string} text */
export function md5(text) {
  return crypto.createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * 3DES-ECB with PKCS#7 padding, base64: what CryptoJS.TripleDES.decrypt(…, Utf8.parse(key), ECB) reads.
 * @param {string} plain @param {string} desKey 24 bytes
 */
export function encrypt3Des(plain, desKey) {
  const cipher = crypto.createCipheriv('des-ede3-ecb', Buffer.from(desKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** auth's sign. @param {string} appSecret @param {string} t */
export function appAuthSign(appSecret, t) {
  return md5(appSecret + t + appSecret.slice(0, 8));
}

/** A signed request's `sign` header. @param {string} authToken @param {string} appSecret @param {string} time */
export function requestSign(authToken, appSecret, time) {
  return md5(authToken + appSecret + time);
}

/** Constant-time string comparison, so a sign cannot be guessed byte by byte. @param {string} a @param {string} b */
export function sameText(a, b) {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {{appKey: string, appSecret: string}}
 */
export function ensureAppCredentials(db) {
  const appKey = getMeta(db, 'app_key');
  const appSecret = getMeta(db, 'app_secret');
  if (appKey && appSecret) return { appKey, appSecret };
  const fresh = {
    appKey: `touch-${crypto.randomBytes(6).toString('hex')}`,
    appSecret: crypto.randomBytes(16).toString('hex'),
  };
  db.transaction(() => {
    setMeta(db, 'app_key', fresh.appKey);
    setMeta(db, 'app_secret', fresh.appSecret);
  })();
  return fresh;
}
