import CryptoJS from 'crypto-js';
import { installFakePlatform, PLAIN_SITE_CONFIG, type FakePlatform } from './fakePlatform';

// docs/product.md §4: under xyAuth 2 the app is authorised (authinfo, auth) before the configuration
// is fetched. The fixture both tests of that order share (lib/platform/authMode.test.ts, the mode
// learnt from a configuration; lib/platform/authModeDeclared.test.ts, the mode declared by XY_AUTH):
// a fake platform on the wire in mode 2 that records the order of the calls the real client makes.

const DES_KEY = 'touch-demo-3des-key-2026';
const des = (text: string) =>
  CryptoJS.TripleDES.encrypt(text, CryptoJS.enc.Utf8.parse(DES_KEY), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();

/** Installs the platform for the test file (beforeAll/afterAll); call at the file's top level. */
export function xyAuth2PlatformForFile() {
  process.env.XY_API_BASE_URL = 'http://platform.test';
  let platform: FakePlatform;
  let refuseOnce = false;

  beforeAll(() => {
    platform = installFakePlatform((call) => {
      if (call.name === 'getConfig')
        return { status: 0, data: { ...PLAIN_SITE_CONFIG, xyApi: { ...PLAIN_SITE_CONFIG.xyApi, xyAuth: 2 } } };
      if (call.name === 'authinfo')
        return { status: 0, data: { appKey: des('app-key'), appSecret: des('app-secret-0123456789') } };
      if (call.name === 'auth') return { status: 0, data: { authToken: 'auth-token', expiresIn: 7200 } };
      if (call.name === 'getColumns' && refuseOnce) {
        refuseOnce = false;
        return { status: 1004, message: 'auth invalid' };
      }
      return undefined;
    });
  });
  afterAll(() => platform.uninstall());

  return {
    /** The order of the calls that matter here, since the start or the last forget(). */
    order: () =>
      platform.calls
        .map((call) => call.name)
        .filter((name) => ['getConfig', 'authinfo', 'auth', 'getColumns'].includes(name)),
    forget: () => {
      platform.calls.length = 0;
    },
    /** The next getColumns is refused as unauthorised (1004), once. */
    refuseNextColumns: () => {
      refuseOnce = true;
    },
    /** One real call through the client (the columns), with the client loaded on first use. */
    async columns(): Promise<void> {
      const { platformCall } = await import('@/lib/platform/call');
      const { getColumnsCall } = await import('@/features/columns/calls');
      await platformCall(getColumnsCall, 0);
    },
  };
}
