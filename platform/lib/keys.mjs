/**
 * The site's RSA key pair, published as getConfig.encryptKey4. Generated once per
 * database and kept in `meta`, so clients that cache the config keep working
 * across restarts. Phase 2 uses the private half to decrypt v3 parameters.
 */
import crypto from 'node:crypto';
import { getMeta, setMeta } from '../db/open.mjs';

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
