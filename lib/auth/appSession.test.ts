import { appSessionHeld } from './appSession';

const PHONE = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';

describe('appSessionHeld', () => {
  const fromApp = { via: 'app', userId: '1024' };
  it('holds while the app names the same member', () => {
    expect(appSessionHeld(fromApp, `${PHONE} xyApp/6.2.6 xyUid/1024`)).toBe(true);
  });
  it('ends when the app signed out or switched members', () => {
    expect(appSessionHeld(fromApp, `${PHONE} xyApp/6.2.6`)).toBe(false);
    expect(appSessionHeld(fromApp, `${PHONE} xyApp/6.2.6 xyUid/2048`)).toBe(false);
  });
  it('says nothing outside the app, nor about sessions signed in here', () => {
    expect(appSessionHeld(fromApp, PHONE)).toBe(true);
    expect(appSessionHeld({ via: 'phone', userId: '1024' }, `${PHONE} xyApp/6.2.6`)).toBe(true);
  });
});
