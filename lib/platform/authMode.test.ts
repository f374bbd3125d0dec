import { xyAuth2PlatformForFile } from '@/tests/support/xyAuth2Platform';

// docs/product.md §4: under xyAuth 2 the app is authorised (authinfo, auth) before the
// configuration is fetched; the reverse of the order under 0 and 1. Here the mode is learnt from a
// configuration; lib/platform/authModeDeclared.test.ts: the mode declared.
jest.setTimeout(20_000);
const platform = xyAuth2PlatformForFile();

describe('xyAuth 2: authorise, then fetch the configuration', () => {
  it('learnt from a configuration: every later start (here, after a 1004) authorises first', async () => {
    await platform.columns();
    // The first configuration is the only way to know the mode (no XY_AUTH declared).
    expect(platform.order()).toEqual(['getConfig', 'authinfo', 'auth', 'getColumns']);
    platform.forget();
    platform.refuseNextColumns();
    const { forgetCall } = await import('./policy');
    forgetCall((await import('@/features/columns/calls')).getColumnsCall);
    await platform.columns();
    expect(platform.order()).toEqual(['getColumns', 'authinfo', 'auth', 'getConfig', 'getColumns']);
  });
});
