import CryptoJS from 'crypto-js';
import { installFakePlatform, PLAIN_SITE_CONFIG, type FakePlatform } from '@/tests/support/fakePlatform';

// docs/product.md §4: under xyAuth 2 the app is authorised (authinfo, auth) before the
// configuration is fetched; the reverse of the order under 0 and 1. A fake platform on the wire
// records the order of the calls the real client makes.
jest.setTimeout(20_000);
process.env.XY_API_BASE_URL = 'http://platform.test';

const DES_KEY = 'touch-demo-3des-key-2026';
const des = (text: string) => CryptoJS.TripleDES.encrypt(text, CryptoJS.enc.Utf8.parse(DES_KEY), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();

let platform: FakePlatform;
let refuseOnce = false;

beforeAll(() => {
  platform = installFakePlatform((call) => {
    if (call.name === 'getConfig') return { status: 0, data: { ...PLAIN_SITE_CONFIG, xyApi: { ...PLAIN_SITE_CONFIG.xyApi, xyAuth: 2 } } };
    if (call.name === 'authinfo') return { status: 0, data: { appKey: des('app-key'), appSecret: des('app-secret-0123456789') } };
    if (call.name === 'auth') return { status: 0, data: { authToken: 'auth-token', expiresIn: 7200 } };
    if (call.name === 'getColumns' && refuseOnce) {
      refuseOnce = false;
      return { status: 1004, message: 'auth invalid' };
    }
    return undefined;
  });
});
afterAll(() => platform.uninstall());

const order = () => platform.calls.map((call) => call.name).filter((name) => ['getConfig', 'authinfo', 'auth', 'getColumns'].includes(name));

async function columns(): Promise<void> {
  const { platformCall } = await import('./call');
  const { getColumnsCall } = await import('@/features/columns/calls');
  await platformCall(getColumnsCall, 0);
}

describe('xyAuth 2: authorise, then fetch the configuration', () => {
  it('learnt from a configuration: every later start (here, after a 1004) authorises first', async () => {
    await columns();
    // The first configuration is the only way to know the mode (no XY_AUTH declared).
    expect(order()).toEqual(['getConfig', 'authinfo', 'auth', 'getColumns']);
    platform.calls.length = 0;
    refuseOnce = true;
    const { forgetCall } = await import('./policy');
    forgetCall((await import('@/features/columns/calls')).getColumnsCall);
    await columns();
    expect(order()).toEqual(['getColumns', 'authinfo', 'auth', 'getConfig', 'getColumns']);
  });
});
