import { coversCurrent, newNonce, signConsentMark, signState, SpentNonces, verifyConsentMark, verifyState } from './weixinState';

const KEY = 'k'.repeat(64);
const NOW = 1_800_000_000_000;
const state = { nonce: 'abc', returnPath: '/newsDetail/1/1000.html', expiresAt: NOW + 60_000, consent: false };

describe('weixin state', () => {
  it('verifies what it signed', () => {
    expect(verifyState(signState(state, KEY), KEY, NOW)).toEqual(state);
  });
  it('refuses a state signed with another key', () => {
    expect(verifyState(signState(state, KEY), 'x'.repeat(64), NOW)).toBeNull();
  });
  it('refuses an altered payload or signature', () => {
    const token = signState(state, KEY);
    const [payload = '', sig = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['abc', 'https://evil.example/', NOW + 60_000])).toString('base64url');
    expect(verifyState(`${forged}.${sig}`, KEY, NOW)).toBeNull();
    expect(verifyState(`${payload}.${sig.slice(0, -2)}AA`, KEY, NOW)).toBeNull();
    expect(verifyState(`${payload}.${sig}.x`, KEY, NOW)).toBeNull();
    expect(verifyState('', KEY, NOW)).toBeNull();
    expect(verifyState('garbage', KEY, NOW)).toBeNull();
  });
  it('refuses an expired state', () => {
    expect(verifyState(signState(state, KEY), KEY, state.expiresAt)).toBeNull();
  });
  it('spends a nonce once, and forgets it after expiry', () => {
    const spent = new SpentNonces();
    expect(spent.spend('n1', NOW + 1000, NOW)).toBe(true);
    expect(spent.spend('n1', NOW + 1000, NOW)).toBe(false);
    expect(spent.spend('n1', NOW + 5000, NOW + 2000)).toBe(true);
  });
  it('makes unguessable nonces', () => {
    expect(newNonce()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newNonce()).not.toBe(newNonce());
  });
});

describe('the consent before weixin sign-in (docs/decisions/0064)', () => {
  it('travels in the signed state: ticked or not, and cannot be added to a state without it', () => {
    const ticked = signState({ ...state, consent: true }, KEY);
    expect(verifyState(ticked, KEY, NOW)?.consent).toBe(true);
    expect(verifyState(signState(state, KEY), KEY, NOW)?.consent).toBe(false);
    const [, sig = ''] = signState(state, KEY).split('.');
    const claimed = Buffer.from(JSON.stringify(['abc', state.returnPath, state.expiresAt, 1])).toString('base64url');
    expect(verifyState(`${claimed}.${sig}`, KEY, NOW)).toBeNull();
  });
  it('is remembered on the device by a mark only our key makes', () => {
    const mark = signConsentMark({ agreement: 3, privacy: 2 }, KEY);
    expect(verifyConsentMark(mark, KEY)).toEqual({ agreement: 3, privacy: 2 });
    expect(verifyConsentMark(mark, 'x'.repeat(64))).toBeNull();
    expect(verifyConsentMark(mark.replace(/^3\./, '9.'), KEY)).toBeNull();
    for (const bad of ['', '3.2', '3.2.', 'a.b.c', `${mark}.x`]) expect(verifyConsentMark(bad, KEY)).toBeNull();
  });
  it('covers the documents in force only while neither has a newer version', () => {
    const mark = { agreement: 3, privacy: 2 };
    expect(coversCurrent(mark, { agreement: 3, privacy: 2 })).toBe(true);
    expect(coversCurrent(mark, { agreement: 4, privacy: 2 })).toBe(false);
    expect(coversCurrent(mark, { agreement: 3, privacy: 3 })).toBe(false);
    expect(coversCurrent(null, { agreement: 1, privacy: 1 })).toBe(false);
    expect(coversCurrent(mark, null)).toBe(false);
  });
});
