// sm-crypto ships no types; only what we use is declared.
declare module 'sm-crypto' {
  export const sm2: {
    generateKeyPairHex(): { publicKey: string; privateKey: string };
    doEncrypt(message: string, publicKey: string, cipherMode?: 0 | 1): string;
    doDecrypt(cipher: string, privateKey: string, cipherMode?: 0 | 1): string;
  };
}
