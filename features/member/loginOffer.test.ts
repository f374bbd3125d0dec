import { loginOffer } from './loginOffer';

// One state for one reader (decision 0005): the app's member is not offered a web SMS form.
describe('loginOffer', () => {
  it('gives a browser reader the web form', () => {
    expect(loginOffer(null, false)).toBe('form');
  });

  it('leaves signing in to the app when nobody is signed in there', () => {
    expect(loginOffer(null, true)).toBe('hostApp');
  });

  it("tells the app's member, named by its user agent without a ticket, that they are signed in", () => {
    expect(loginOffer({ kind: 'app', userId: '1001', appVersion: '6.2.0' }, true)).toBe('appMember');
  });
});
