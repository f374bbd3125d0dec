import { xyAuth2PlatformForFile } from '@/tests/support/xyAuth2Platform';

// docs/product.md §4: under xyAuth 2 the app is authorised (authinfo, auth) before the
// configuration is fetched. lib/platform/authMode.test.ts: the mode learnt.
jest.setTimeout(20_000);
// The site declares its mode, as SPEC's client has it built in: known before the first call.
process.env.XY_AUTH = '2';
const platform = xyAuth2PlatformForFile();

describe('xyAuth 2 declared (XY_AUTH)', () => {
  it('the very first call authorises, then fetches the configuration', async () => {
    await platform.columns();
    expect(platform.order()).toEqual(['authinfo', 'auth', 'getConfig', 'getColumns']);
  });
});
