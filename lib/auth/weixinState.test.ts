import {
  coversCurrent,
  newNonce,
  signConsentMark,
  signState,
  SpentNonces,
  STATE_TTL_MS,
  verifyConsentMark,
  verifyState,
} from './weixinState';

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

describe('weixin state: its edges (docs/reliability.md, "Mutation testing")', () => {
  it('lasts ten minutes', () => {
    expect(STATE_TTL_MS).toBe(10 * 60 * 1000);
  });

  it('refuses a token longer than 4096 characters, even one we signed (4097 is no length base64url makes)', () => {
    const sized = (length: number) => {
      const base = signState({ ...state, returnPath: '' }, KEY).length;
      // base64url grows by 4 characters for every 3 bytes of path: pick the path that lands exactly.
      for (let extra = -4; extra < 4; extra++) {
        const returnPath = '/'.repeat(Math.floor(((length - base) * 3) / 4) + extra);
        const token = signState({ ...state, returnPath }, KEY);
        if (token.length === length) return token;
      }
      throw new Error(`no token of ${length} characters`);
    };
    expect(verifyState(sized(4096), KEY, NOW)).not.toBeNull();
    expect(verifyState(sized(4098), KEY, NOW)).toBeNull();
    expect(verifyState(null, KEY, NOW)).toBeNull();
  });

  it('refuses a state we signed whose fields have the wrong types', () => {
    const wrong = (fields: Record<string, unknown>) =>
      signState({ ...state, ...fields } as unknown as Parameters<typeof signState>[0], KEY);
    expect(verifyState(wrong({ nonce: 5 }), KEY, NOW)).toBeNull();
    expect(verifyState(wrong({ returnPath: ['/x'] }), KEY, NOW)).toBeNull();
    expect(verifyState(wrong({ expiresAt: String(NOW + 60_000) }), KEY, NOW)).toBeNull();
  });

  it('a nonce may be spent again once its expiry has come', () => {
    const spent = new SpentNonces();
    expect(spent.spend('n', NOW + 1000, NOW)).toBe(true);
    expect(spent.spend('n', NOW + 1000, NOW + 999)).toBe(false);
    expect(spent.spend('n', NOW + 2000, NOW + 1000)).toBe(true);
  });

  it('a consent mark is the whole token: many-digit versions pass, anything before them does not', () => {
    const mark = signConsentMark({ agreement: 12, privacy: 345 }, KEY);
    expect(verifyConsentMark(mark, KEY)).toEqual({ agreement: 12, privacy: 345 });
    expect(verifyConsentMark(`v${mark}`, KEY)).toBeNull();
    expect(verifyConsentMark(null, KEY)).toBeNull();
  });
});
