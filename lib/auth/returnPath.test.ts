import { safeReturnPath, loginHref } from './returnPath';

const OWN = 'http://127.0.0.1:3000';

describe('safeReturnPath', () => {
  it('keeps in-app paths with query and hash', () => {
    expect(safeReturnPath('/newsDetail/1/1000.html?lang=en#c', OWN)).toBe('/newsDetail/1/1000.html?lang=en#c');
  });
  it('strips our own origin and base path', () => {
    expect(safeReturnPath(`${OWN}/wap/touch/invite.html`, OWN)).toBe('/invite.html');
    expect(safeReturnPath('/wap/touch/integralShop.html', OWN)).toBe('/integralShop.html');
  });
  it.each([
    'https://evil.example/wap/touch/home.html',
    '//evil.example/home.html',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://127.0.0.1:3001/home.html',
    'home.html',
    '',
    null,
    // Found by an attack (docs/decisions/0024): URL parsing collapses '/./' and leaves a protocol-relative path behind.
    '/.//evil.com',
    '/./\u002f/evil.com',
    '/a/..//evil.com',
    '/wap/touch/.//evil.com',
  ])('refuses %p', (raw) => {
    expect(safeReturnPath(raw, OWN)).toBe('/home.html');
  });
  it('never returns to the login page itself', () => {
    expect(safeReturnPath('/login.html?redirect=/x.html', OWN, '/getUserInfo.html')).toBe('/getUserInfo.html');
  });
  it('builds the login link with the return path encoded', () => {
    expect(loginHref('/invite.html?a=1&b=2')).toBe('/login.html?redirect=%2Finvite.html%3Fa%3D1%26b%3D2');
  });
});

describe('safeReturnPath: its edges (docs/reliability.md, "Mutation testing")', () => {
  it('takes an address of up to 2048 characters, not one more', () => {
    const path = (length: number) =>
      `/newsDetail/1/1000.html?q=${'a'.repeat(length - '/newsDetail/1/1000.html?q='.length)}`;
    expect(safeReturnPath(path(2048), OWN)).toBe(path(2048));
    expect(safeReturnPath(path(2049), OWN)).toBe('/home.html');
  });

  it('no address, the base path alone or the site root: home', () => {
    expect(safeReturnPath(null, OWN)).toBe('/home.html');
    expect(safeReturnPath(undefined, OWN)).toBe('/home.html');
    expect(safeReturnPath('/wap/touch', OWN)).toBe('/home.html');
    expect(safeReturnPath('/wap/touch/', OWN)).toBe('/home.html');
    expect(safeReturnPath('/?x=1', OWN)).toBe('/home.html');
  });
});
