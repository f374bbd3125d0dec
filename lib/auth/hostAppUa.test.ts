import { isHostApp, parseHostAppUa } from './hostAppUa';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('parseHostAppUa', () => {
  it('reads the app version and user id', () => {
    expect(parseHostAppUa(`${PIXEL} xyApp/6.2.6 xyUid/1024`)).toEqual({ appVersion: '6.2.6', userId: '1024' });
  });
  it('knows the app with nobody signed in', () => {
    expect(parseHostAppUa(`${PIXEL} xyApp/6.2.6`)).toEqual({ appVersion: '6.2.6', userId: null });
  });
  it('ignores a user id outside the app and malformed tokens', () => {
    expect(parseHostAppUa(`${PIXEL} xyUid/1024`)).toBeNull();
    expect(parseHostAppUa(`${PIXEL} notxyApp/6.2.6`)).toBeNull();
    expect(parseHostAppUa(`${PIXEL} xyApp/6.2.6 xyUid/abc`)?.userId).toBeNull();
    expect(parseHostAppUa(`${PIXEL} xyApp/6.2.6 xyUid/0`)?.userId).toBeNull();
    expect(isHostApp(PIXEL)).toBe(false);
    expect(isHostApp(null)).toBe(false);
  });
});

describe('parseHostAppUa: its edges (docs/reliability.md, "Mutation testing")', () => {
  it('the tokens stand alone: at the start of the agent or after a space, and ended by one or the end', () => {
    expect(parseHostAppUa('xyApp/6.2.6 xyUid/7')).toEqual({ appVersion: '6.2.6', userId: '7' });
    expect(parseHostAppUa('xyUid/7 xyApp/6.2.6')).toEqual({ appVersion: '6.2.6', userId: '7' });
    expect(parseHostAppUa(`${PIXEL}/xyApp/6.2.6`)).toBeNull();
    expect(parseHostAppUa(`${PIXEL} xyApp/6.2.6 a/xyUid/7`)?.userId).toBeNull();
    expect(parseHostAppUa(`${PIXEL} xyApp/6.2.6 xyUid/7x`)?.userId).toBeNull();
  });

  it('an empty agent is no app', () => {
    expect(parseHostAppUa('')).toBeNull();
    expect(isHostApp(`${PIXEL} xyApp/6.2.6`)).toBe(true);
  });
});
