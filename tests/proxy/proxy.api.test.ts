import { NextRequest } from 'next/server';
import { DEVICE_ISSUED_HEADER } from '@/lib/http/requestHeaders';
import { DEVICE_COOKIE, deviceFromCookie, newDeviceId, signedDevice } from '@/lib/session/device';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { proxy } from '@/proxy';

// proxy.ts on our API (docs/product.md §9, docs/decisions/0043): a call without a device is given
// one, and its handler is told that this call made it; the mark is never the reader's. Nothing of
// a page (policy, language cookie) is added. The floods through real handlers are in
// tests/api/likeFlood.test.ts; these read the cookie's flags and the headers the handler gets.
const call = (headers: Record<string, string> = {}, origin = 'http://touch.test') =>
  proxy(
    new NextRequest(`${origin}/api/articles/like?lang=bo`, {
      method: 'POST',
      headers: { host: 'touch.test', ...headers },
    }),
  );
const forHandler = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);
const overridden = (response: Response) => response.headers.get('x-middleware-override-headers')?.split(',') ?? [];

beforeEach(() => {
  delete process.env.COOKIE_SECURE;
});

describe('proxy.ts: the device of an API call', () => {
  it('a call without one is given a signed device, in the browser and for this call’s handler, marked as new', async () => {
    const response = await call({ cookie: `${LOCALE_COOKIE}=en` }, 'https://touch.test');
    const line = response.headers.getSetCookie();
    expect(line).toHaveLength(1);
    const [pair = '', ...attributes] = line[0]!.split(';').map((part) => part.trim().toLowerCase());
    const device = decodeURIComponent(line[0]!.split(';')[0]!.slice(DEVICE_COOKIE.length + 1));
    expect(pair.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);
    expect(deviceFromCookie(device)).not.toBeNull();
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/', `max-age=${60 * 60 * 24 * 365}`]),
    );
    expect(forHandler(response, 'cookie')).toBe(`${LOCALE_COOKIE}=en; ${DEVICE_COOKIE}=${device}`);
    expect(forHandler(response, DEVICE_ISSUED_HEADER)).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('on plain http the device cookie is not Secure', async () => {
    const [line = ''] = (await call()).headers.getSetCookie();
    expect(line.toLowerCase()).not.toContain('secure');
  });

  it('a call with its signed device passes as it came', async () => {
    const response = await call({ cookie: `${DEVICE_COOKIE}=${signedDevice(newDeviceId())}` });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('the "made by this call" mark is never the reader’s: removed before the handler', async () => {
    const response = await call({
      cookie: `${DEVICE_COOKIE}=${signedDevice(newDeviceId())}`,
      [DEVICE_ISSUED_HEADER]: '1',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(overridden(response)).not.toContain(DEVICE_ISSUED_HEADER);
    expect(overridden(response)).toContain('host');
    expect(forHandler(response, DEVICE_ISSUED_HEADER)).toBeNull();
  });

  it('a forged device is no device: a signed one is given', async () => {
    const forged = `${newDeviceId()}.AAAAAAAAAAAAAAAAAAAAAA`;
    const response = await call({ cookie: `${DEVICE_COOKIE}=${forged}` });
    expect(forHandler(response, DEVICE_ISSUED_HEADER)).toBe('1');
    expect(forHandler(response, 'cookie')).not.toContain(forged);
  });
});
