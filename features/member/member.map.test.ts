import { mapLogin } from './member.map';
import { rawLoginSchema } from './member.schema';

describe('mapLogin', () => {
  const now = 1_800_000_000_000;
  it('takes the ids and tokens the platform sends under either name', () => {
    const raw = rawLoginSchema.parse({ userid: '7', token: 'a', refreshToken: 'r', expiresIn: 7200 });
    expect(mapLogin(raw, now)).toEqual({
      userId: '7',
      nickname: '',
      head: '',
      accessToken: 'a',
      refreshToken: 'r',
      accessExpiresAt: now + 7_200_000,
    });
  });
  it('caps the lifetime and refuses answers without tokens', () => {
    const raw = rawLoginSchema.parse({ uid: 7, accessToken: 'a', refreshToken: 'r', expiresIn: 999_999 });
    expect(mapLogin(raw, now)?.accessExpiresAt).toBe(now + 7_200_000);
    expect(mapLogin(rawLoginSchema.parse({ uid: 7, accessToken: 'a' }), now)).toBeNull();
  });
});
