/**
 * v3+ encrypted parameters. The client (lib/platform/auth/encryption.ts) POSTs
 * form fields `params` (cipher) and `encryptType` ('rsa' | 'sm2'); the decoration
 * stays in the query. RSA cipher is base64 PKCS#1 v1.5 chunks joined by '|'.
 *
 * RSA is decrypted by Node's own crypto: the raw RSA operation (RSA_NO_PADDING, native, about
 * 1-2 ms a chunk for our 2048-bit key) and the PKCS#1 v1.5 unpadding here, because Node 20
 * refuses RSA_PKCS1_PADDING for private decryption (CVE-2023-46809, a timing oracle we accept
 * on a reference server, as the real platform does). The JavaScript RSA this replaced took
 * 25-40 ms a chunk on one core, and a vote is about ten chunks: sixteen votes at once held
 * every other call for seconds (docs/decisions/0041). Before any chunk is decrypted a cipher
 * is checked for shape and size, so nonsense costs nothing.
 * SM2 uses sm-crypto in C1C3C2 order (cipherMode 1).
 * The plain text is UTF-8: the bytes of all RSA chunks are joined before they are decoded (a
 * client that cuts its chunks by bytes may split a character between two), and bytes that are not
 * UTF-8 (a surrogate pair written as two three-byte units, as a lax browser RSA library did) do not
 * decrypt: guessing at them would store a different text than the reader wrote.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { PlatformError } from './envelope.mjs';
import { ENCRYPTED_WRITES, MEMBER_WRITES, encryptsParameters } from './policy.mjs';
import { callNameOf } from './guard.mjs';
import { LIMITS, guesserOf } from './attempts.mjs';

const require = createRequire(import.meta.url);
/** @type {{doDecrypt: (cipher: string, privateKey: string, mode: number, options: {output: 'array'}) => number[]}} */
const sm2 = require('sm-crypto').sm2;

/**
 * The most RSA chunks one cipher may hold. The client cuts its JSON into 60-character chunks;
 * the largest POST that comes encrypted (a sign-up form with its answers, 500 characters a
 * field) stays well under 64 chunks (3,840 characters).
 */
export const MAX_RSA_CHUNKS = 64;
/** The most characters of an SM2 cipher (hex): as much plain text as 64 RSA chunks. */
export const MAX_SM2_CHARS = 2 * (97 + 4 * 60 * MAX_RSA_CHUNKS);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The message of an RSAES-PKCS1-v1_5 block (RFC 8017 §7.2.2): 00 02 PS (at least 8 nonzero
 * bytes) 00 M; null for any other block.
 * @param {Buffer} block the raw RSA result, as long as the modulus
 */
export function pkcs1v15Unpad(block) {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const end = block.indexOf(0x00, 2);
  if (end < 10) return null;
  return block.subarray(end + 1);
}

/**
 * @param {{rsaPrivatePem: string, sm2PrivateHex: string}} keys sm2PrivateHex '' when SM2 is off
 * @returns {(cipher: string, encryptType: string) => Record<string, unknown> | null} null = undecryptable
 */
export function createDecryptor({ rsaPrivatePem, sm2PrivateHex }) {
  const key = crypto.createPrivateKey(rsaPrivatePem);
  const modulusBytes = Math.ceil(Number(key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  // base64 of exactly one modulus-sized block
  const chunkChars = 4 * Math.ceil(modulusBytes / 3);
  const utf8 = new TextDecoder('utf-8', { fatal: true });

  /** One chunk's plain bytes, or null. @param {string} chunk */
  function rsaChunk(chunk) {
    if (chunk.length !== chunkChars || !BASE64.test(chunk)) return null;
    const bytes = Buffer.from(chunk, 'base64');
    if (bytes.length !== modulusBytes) return null;
    return pkcs1v15Unpad(crypto.privateDecrypt({ key, padding: crypto.constants.RSA_NO_PADDING }, bytes));
  }

  /** The plain bytes, or null. @param {string} cipher @param {string} type @returns {Uint8Array | null} */
  function plainBytes(cipher, type) {
    if (type === 'sm2') {
      if (!sm2PrivateHex || cipher.length > MAX_SM2_CHARS || !/^[0-9a-fA-F]+$/.test(cipher)) return null;
      return Uint8Array.from(sm2.doDecrypt(cipher, sm2PrivateHex, 1, { output: 'array' }));
    }
    if (type !== 'rsa') return null;
    const chunks = cipher.split('|').map((chunk) => chunk.trim());
    // Shape first, all chunks, so a cipher with one bad chunk costs no decryption at all.
    if (chunks.length > MAX_RSA_CHUNKS || !chunks.every((c) => c.length === chunkChars && BASE64.test(c))) return null;
    const parts = [];
    for (const chunk of chunks) {
      const part = rsaChunk(chunk);
      if (part === null) return null;
      parts.push(part);
    }
    return Buffer.concat(parts);
  }

  /** @param {string} cipher @param {string} type */
  function plainText(cipher, type) {
    const bytes = plainBytes(cipher, type);
    return bytes ? utf8.decode(bytes) : null;
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
 * What can be refused without decrypting is refused first: a member write without a
 * member's token, a token or address that sent too many undecryptable ciphers, a member
 * whose votes were refused too often (LIMITS in lib/attempts.mjs).
 * @param {import('../options.mjs').PlatformOptions} options
 * @param {ReturnType<typeof createDecryptor>} decrypt
 * @param {{memberOf?: import('./member-of.mjs').MemberOf, attempts?: import('./attempts.mjs').AttemptStore,
 *   dialect?: {plainAllowed: (call: string) => boolean}}} [deps] dialect: the real dialects' calls come in the clear,
 *   as the public record sends them (lib/dialect/index.mjs)
 * @returns {import('./pipeline.mjs').PreHandler}
 */
export function createParamsGuard(options, decrypt, { memberOf, attempts, dialect } = {}) {
  const required = encryptsParameters(options.curVersions);
  return async function paramsGuard(req) {
    const body = /** @type {Record<string, unknown> | undefined} */ (req.body);
    const encryptType = body && typeof body === 'object' ? body.encryptType : undefined;
    const call = callNameOf(req);
    if (req.method === 'POST' && encryptType !== undefined) {
      const member = memberOf && MEMBER_WRITES.has(call) ? memberOf.required(req) : null;
      const { token, address } = guesserOf(req, {});
      /** @type {[import('./attempts.mjs').Limit, string][]} */
      const failing = [
        [LIMITS.cipherPerToken, token],
        [LIMITS.cipherPerAddress, address],
      ];
      attempts?.check(
        member && call === 'recordVoteCountAndLog'
          ? [...failing, [LIMITS.refusedVotesPerMember, String(member.id)]]
          : failing,
      );
      const plain = decrypt(String(body?.params ?? ''), String(encryptType));
      if (!plain) {
        attempts?.count(failing);
        throw new PlatformError('cannot decrypt parameters');
      }
      req.body = plain;
      return;
    }
    // A GET of a write carries its parameters in the clear just as a plain POST does.
    if (required && ENCRYPTED_WRITES.has(call) && !dialect?.plainAllowed(call))
      throw new PlatformError('parameters must be encrypted');
  };
}
