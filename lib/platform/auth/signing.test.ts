import { createCipheriv, createHash } from 'node:crypto';
import { appAuthSign, decrypt3Des, md5, requestSignHeaders, ssoSignHeaders } from './signing';

const nodeMd5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('platform signing', () => {
  it('md5 matches node', () => expect(md5('abc中')).toBe(nodeMd5('abc中')));

  it('decrypts 3DES-ECB key material encrypted by another implementation', () => {
    const key = '0123456789abcdefghijklmn';
    const cipher = createCipheriv('des-ede3-ecb', Buffer.from(key), null);
    const encrypted = Buffer.concat([cipher.update('app-secret-42'), cipher.final()]).toString('base64');
    expect(decrypt3Des(encrypted, key)).toBe('app-secret-42');
  });

  it('signs the app auth and requests as the platform expects', () => {
    expect(appAuthSign('abcdefghijk', '100')).toBe(nodeMd5('abcdefghijk100abcdefgh'));
    expect(requestSignHeaders('tok', 'sec', '5')).toEqual({ authtoken: 'tok', time: '5', sign: nodeMd5('toksec5') });
  });

  it('signs SSO requests over sorted parameter names', () => {
    const headers = ssoSignHeaders({
      params: { oid: 'o1', nickname: 'n' },
      devid: 'd',
      random: 'r',
      timestamp: '1',
      token: 't',
    });
    const secret = nodeMd5('devid=d&random=r&timestamp=1&token=t&version=1.0.0');
    expect(headers['program-params']).toBe('nickname,oid');
    expect(headers['program-sign']).toBe(nodeMd5(`nickname=n&oid=o1&secret=${secret}`));
  });
});
