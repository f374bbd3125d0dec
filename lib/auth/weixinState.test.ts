import { newNonce, signState, SpentNonces, verifyState } from './weixinState';

const KEY = 'k'.repeat(64);
const NOW = 1_800_000_000_000;
const state = { nonce: 'abc', returnPath: '/newsDetail/1/1000.html', expiresAt: NOW + 60_000 };

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
