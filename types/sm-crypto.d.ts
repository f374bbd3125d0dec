// sm-crypto ships no types; only what we use is declared.
declare module 'sm-crypto' {
  export const sm2: {
    generateKeyPairHex(): { publicKey: string; privateKey: string };
    /** A string is taken as UTF-8; an array as the bytes themselves. */
    doEncrypt(message: string | number[], publicKey: string, cipherMode?: 0 | 1): string;
    doDecrypt(cipher: string, privateKey: string, cipherMode?: 0 | 1): string;
    doDecrypt(cipher: string, privateKey: string, cipherMode: 0 | 1, options: { output: 'array' }): number[];
  };
}
