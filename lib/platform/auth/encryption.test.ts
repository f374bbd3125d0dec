import { generateKeyPairSync } from 'node:crypto';
import JSEncrypt from 'jsencrypt';
import { sm2 } from 'sm-crypto';
import { encryptPayload } from './encryption';

describe('encryptPayload', () => {
  it('RSA-encrypts long CJK payloads in chunks the private key can read back', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const plain = JSON.stringify({ content: '高原融媒'.repeat(60), id: 7 });
    const { scheme, cipher } = encryptPayload(plain, { rsaPublicKey: publicKey, sm2PublicKey: '' });
    expect(scheme).toBe('rsa');
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(privateKey);
    expect(cipher.split('|').map((part) => rsa.decrypt(part)).join('')).toBe(plain);
  });

  it('prefers SM2 when an SM2 key is configured', () => {
    const keys = sm2.generateKeyPairHex();
    const { scheme, cipher } = encryptPayload('{"a":1}', { rsaPublicKey: 'x', sm2PublicKey: keys.publicKey });
    expect(scheme).toBe('sm2');
    expect(sm2.doDecrypt(cipher, keys.privateKey, 1)).toBe('{"a":1}');
  });

  it('refuses to send in clear when no key is configured', () => {
    expect(() => encryptPayload('{}', { rsaPublicKey: '', sm2PublicKey: '' })).toThrow('no public key');
  });
});
