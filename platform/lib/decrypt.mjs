/**
 * v3+ encrypted parameters. The client (lib/platform/auth/encryption.ts) POSTs
 * form fields `params` (cipher) and `encryptType` ('rsa' | 'sm2'); the decoration
 * stays in the query. RSA cipher is base64 PKCS#1 v1.5 chunks joined by '|'. We
 * decrypt with jsencrypt because Node 20's crypto refuses PKCS#1 v1.5 private
 * decryption (CVE-2023-46809, a timing oracle we accept on a
 * reference server, as the real platform does); SM2 uses sm-crypto in C1C3C2 order (cipherMode 1).
 */
import { createRequire } from 'node:module';
import { PlatformError } from './envelope.mjs';
import { ENCRYPTED_WRITES, encryptsParameters } from './policy.mjs';
import { callNameOf } from './guard.mjs';

const require = createRequire(import.meta.url);
// CommonJS build: require() gives the class itself (its typings describe an ES default export).
const JSEncrypt = /** @type {typeof import('jsencrypt').default} */ (require('jsencrypt'));
/** @type {{doDecrypt: (cipher: string, privateKey: string, mode: number) => string}} */
const sm2 = require('sm-crypto').sm2;

/**
 * @param {{rsaPrivatePem: string, sm2PrivateHex: string}} keys sm2PrivateHex '' when SM2 is off
 * @returns {(cipher: string, encryptType: string) => Record<string, unknown> | null} null = undecryptable
 */
export function createDecryptor({ rsaPrivatePem, sm2PrivateHex }) {
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(rsaPrivatePem);

  /** @param {string} cipher @param {string} type */
  function plainText(cipher, type) {
    if (type === 'sm2') return sm2PrivateHex ? sm2.doDecrypt(cipher, sm2PrivateHex, 1) : null;
    if (type !== 'rsa') return null;
    const parts = cipher.split('|').map((chunk) => rsa.decrypt(chunk.trim()));
    return parts.every((p) => typeof p === 'string') ? parts.join('') : null;
  }

  return (cipher, type) => {
    try {
      const parsed = JSON.parse(plainText(cipher, type) ?? '');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
    } catch {
      return null; // corrupt cipher (libraries throw on some inputs) or not JSON
    }
  };
}

/**
 * preHandler: replaces an encrypted body by its plain parameters (handlers merge
 * query and body, body winning, so they never notice) and refuses plain writes.
 * @param {import('../options.mjs').PlatformOptions} options
 * @param {ReturnType<typeof createDecryptor>} decrypt
 * @returns {import('./pipeline.mjs').PreHandler}
 */
export function createParamsGuard(options, decrypt) {
  const required = encryptsParameters(options.curVersions);
  return async function paramsGuard(req) {
    const body = /** @type {Record<string, unknown> | undefined} */ (req.body);
    const encryptType = body && typeof body === 'object' ? body.encryptType : undefined;
    if (req.method === 'POST' && encryptType !== undefined) {
      const plain = decrypt(String(body?.params ?? ''), String(encryptType));
      if (!plain) throw new PlatformError('cannot decrypt parameters');
      req.body = plain;
      return;
    }
    // A GET of a write carries its parameters in the clear just as a plain POST does.
    if (required && ENCRYPTED_WRITES.has(callNameOf(req))) throw new PlatformError('parameters must be encrypted');
  };
}
