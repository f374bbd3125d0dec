/**
 * The site's key pairs, generated once per database and kept in `meta`, so
 * clients that cache the config keep working across restarts:
 * - RSA (getConfig.encryptKey4) for v3+ encrypted parameters;
 * - SM2 (getConfig.sm2PublicKey, only with PLATFORM_SM2=1), the national-standard alternative.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { getMeta, setMeta } from '../db/open.mjs';

const require = createRequire(import.meta.url);
/** @type {{generateKeyPairHex: () => {publicKey: string, privateKey: string}}} */
const sm2 = require('sm-crypto').sm2;

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {{publicPem: string, privatePem: string}}
 */
export function ensureSiteKeys(db) {
  const publicPem = getMeta(db, 'rsa_public_pem');
  const privatePem = getMeta(db, 'rsa_private_pem');
  if (publicPem && privatePem) return { publicPem, privatePem };
  const pair = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  db.transaction(() => {
    setMeta(db, 'rsa_public_pem', pair.publicKey);
    setMeta(db, 'rsa_private_pem', pair.privateKey);
  })();
  return { publicPem: pair.publicKey, privatePem: pair.privateKey };
}

/**
 * SM2 pair as sm-crypto hex (public key '04' + x + y, 130 hex digits).
 * @param {import('better-sqlite3').Database} db
 * @returns {{publicHex: string, privateHex: string}}
 */
export function ensureSm2Keys(db) {
  const publicHex = getMeta(db, 'sm2_public_hex');
  const privateHex = getMeta(db, 'sm2_private_hex');
  if (publicHex && privateHex) return { publicHex, privateHex };
  const pair = sm2.generateKeyPairHex();
  db.transaction(() => {
    setMeta(db, 'sm2_public_hex', pair.publicKey);
    setMeta(db, 'sm2_private_hex', pair.privateKey);
  })();
  return { publicHex: pair.publicKey, privateHex: pair.privateKey };
}
