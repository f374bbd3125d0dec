import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { encryptPayload } from './encryption';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The platform's side of RSA (docs/platform-api.md, Encrypted parameters): each chunk decrypted raw
 * and PKCS#1 v1.5 unpadded (RFC 8017 §7.2.2), the bytes read as strict UTF-8. Not JSEncrypt's
 * decrypt: it reads bytes the same lax way it writes them, so it would hide the defect.
 */
function rsaBytes(cipher: string): Buffer[] {
  return cipher.split('|').map((chunk) => {
    const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(chunk, 'base64'));
    expect([block[0], block[1]]).toEqual([0, 2]);
    return block.subarray(block.indexOf(0, 2) + 1);
  });
}

/** Characters outside the Basic Multilingual Plane (emoji, CJK Extension B) and Tibetan stacks. */
const HARD_TEXTS = {
  emoji: '今天的纳木错😀👍🏽🇨🇳 真美',
  cjkExtensionB: '我叫𠀀𠀁𪚥，来自拉萨',
  tibetan: 'བཀྲ་ཤིས་བདེ་ལེགས། ༄༅། །སྒྲོལ་མ།',
};

describe('encryptPayload', () => {
  it('RSA-encrypts long CJK payloads in chunks the private key can read back', () => {
    const plain = JSON.stringify({ content: '高原融媒'.repeat(60), id: 7 });
    const { scheme, cipher } = encryptPayload(plain, { rsaPublicKey: publicKey, sm2PublicKey: '' });
    expect(scheme).toBe('rsa');
    expect(cipher.split('|').length).toBeGreaterThan(1);
    expect(strictUtf8.decode(Buffer.concat(rsaBytes(cipher)))).toBe(plain);
  });

  it.each(Object.entries(HARD_TEXTS))(
    'RSA sends %s as UTF-8 the platform reads back, every chunk whole characters',
    (_, text) => {
      // Long enough for several chunks, so a chunk edge falls among four-byte characters.
      const plain = JSON.stringify({ content: text.repeat(12), id: 7 });
      const { cipher } = encryptPayload(plain, { rsaPublicKey: publicKey, sm2PublicKey: '' });
      const chunks = rsaBytes(cipher);
      expect(chunks.length).toBeGreaterThan(1);
      // Each chunk alone is valid UTF-8: a platform that decodes chunk by chunk reads it too.
      expect(chunks.map((bytes) => strictUtf8.decode(bytes)).join('')).toBe(plain);
      expect(Buffer.concat(chunks).equals(Buffer.from(plain, 'utf8'))).toBe(true);
    },
  );

  it('RSA fits sixty four-byte characters in one chunk (the most PKCS#1 v1.5 carries is 245 bytes)', () => {
    const plain = '😀'.repeat(240);
    const { cipher } = encryptPayload(plain, { rsaPublicKey: publicKey, sm2PublicKey: '' });
    expect(cipher.split('|')).toHaveLength(4);
    expect(strictUtf8.decode(Buffer.concat(rsaBytes(cipher)))).toBe(plain);
  });

  it('takes a bare base64 public key (no PEM armour) as some platforms publish it', () => {
    const bare = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
    const { cipher } = encryptPayload('{"a":"😀"}', { rsaPublicKey: bare, sm2PublicKey: '' });
    expect(strictUtf8.decode(Buffer.concat(rsaBytes(cipher)))).toBe('{"a":"😀"}');
  });

  it('prefers SM2 when an SM2 key is configured', () => {
    const keys = sm2.generateKeyPairHex();
    const { scheme, cipher } = encryptPayload('{"a":1}', { rsaPublicKey: 'x', sm2PublicKey: keys.publicKey });
    expect(scheme).toBe('sm2');
    expect(sm2.doDecrypt(cipher, keys.privateKey, 1)).toBe('{"a":1}');
  });

  it.each(Object.entries(HARD_TEXTS))('SM2 sends %s as UTF-8 bytes', (_, text) => {
    const keys = sm2.generateKeyPairHex();
    const plain = JSON.stringify({ content: text });
    const { cipher } = encryptPayload(plain, { rsaPublicKey: '', sm2PublicKey: keys.publicKey });
    const bytes = sm2.doDecrypt(cipher, keys.privateKey, 1, { output: 'array' });
    expect(strictUtf8.decode(Uint8Array.from(bytes))).toBe(plain);
  });

  it('refuses to send in clear when no key is configured', () => {
    expect(() => encryptPayload('{}', { rsaPublicKey: '', sm2PublicKey: '' })).toThrow('no public key');
  });
});
