import { constants, createPublicKey, publicEncrypt, type KeyObject } from 'node:crypto';
import { sm2 } from 'sm-crypto';

// Version 3+ app-interface calls send their parameters encrypted with the platform's public key
// (docs/product.md §7): SM2 when the site configures an sm2PublicKey, RSA (PKCS#1 v1.5) otherwise.
// What is encrypted is the UTF-8 bytes of the JSON. A browser-era RSA library wrote each UTF-16
// code unit as if it were a character, so an emoji or a CJK Extension B name (a surrogate pair)
// became bytes no UTF-8 decoder accepts and the platform refused the write; Node's own RSA is
// given the bytes themselves.

export type EncryptionScheme = 'rsa' | 'sm2';

/**
 * Characters (code points) in one RSA chunk (docs/platform-api.md: the client cuts 60). At four
 * bytes at most a character that is 240 bytes, under the 245 an RSA-2048 PKCS#1 v1.5 block
 * carries; a chunk never splits a character, so a platform may decode each chunk alone.
 */
const RSA_CHUNK_CHARS = 60;

function chunks(text: string, size: number): string[] {
  const characters = Array.from(text);
  const out: string[] = [];
  for (let index = 0; index < characters.length; index += size)
    out.push(characters.slice(index, index + size).join(''));
  return out.length > 0 ? out : [''];
}

export interface PlatformKeys {
  rsaPublicKey: string;
  sm2PublicKey: string;
}

/** The last key parsed: a site has one, and every encrypted write would parse it again. */
let parsed: { text: string; key: KeyObject } | undefined;

/** The configured key, PEM (SPKI or PKCS#1) or bare base64 SPKI as some platforms publish it. */
function rsaKey(text: string): KeyObject {
  if (parsed?.text === text) return parsed.key;
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPublicKey(trimmed)
    : createPublicKey({ key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
  parsed = { text, key };
  return key;
}

/** Encrypts a JSON text; RSA chunks are joined by '|'. */
export function encryptPayload(plain: string, keys: PlatformKeys): { scheme: EncryptionScheme; cipher: string } {
  if (keys.sm2PublicKey) {
    // The bytes, not the string: the library's own string path is UTF-8 today, but what is sent
    // should not rest on it. cipherMode 1 = C1C3C2, the national standard's order.
    const bytes = Array.from(Buffer.from(plain, 'utf8'));
    return { scheme: 'sm2', cipher: sm2.doEncrypt(bytes, keys.sm2PublicKey, 1) };
  }
  if (!keys.rsaPublicKey) throw new Error('no public key configured');
  const key = rsaKey(keys.rsaPublicKey);
  const parts = chunks(plain, RSA_CHUNK_CHARS).map((part) =>
    publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(part, 'utf8')).toString('base64'),
  );
  return { scheme: 'rsa', cipher: parts.join('|') };
}
