import JSEncrypt from 'jsencrypt';
import { sm2 } from 'sm-crypto';

// Version 3+ app-interface calls send their parameters encrypted with the platform's public key
// (docs/product.md §7): SM2 when the site configures an sm2PublicKey, RSA (PKCS#1 v1.5) otherwise.

export type EncryptionScheme = 'rsa' | 'sm2';

/** RSA-2048 PKCS#1 v1.5 carries at most 245 bytes: 60 characters is safe even for CJK text. */
const RSA_CHUNK_CHARS = 60;

function chunks(text: string, size: number): string[] {
  const characters = Array.from(text);
  const out: string[] = [];
  for (let index = 0; index < characters.length; index += size) out.push(characters.slice(index, index + size).join(''));
  return out.length > 0 ? out : [''];
}

export interface PlatformKeys {
  rsaPublicKey: string;
  sm2PublicKey: string;
}

/** Encrypts a JSON text; RSA chunks are joined by '|'. */
export function encryptPayload(plain: string, keys: PlatformKeys): { scheme: EncryptionScheme; cipher: string } {
  if (keys.sm2PublicKey) {
    // cipherMode 1 = C1C3C2, the national standard's order.
    return { scheme: 'sm2', cipher: sm2.doEncrypt(plain, keys.sm2PublicKey, 1) };
  }
  if (!keys.rsaPublicKey) throw new Error('no public key configured');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(keys.rsaPublicKey);
  const parts = chunks(plain, RSA_CHUNK_CHARS).map((part) => {
    const cipher = rsa.encrypt(part);
    if (cipher === false) throw new Error('RSA encryption failed');
    return cipher;
  });
  return { scheme: 'rsa', cipher: parts.join('|') };
}
