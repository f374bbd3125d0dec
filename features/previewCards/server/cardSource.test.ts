import { cardSource } from './cardSource';

// What a share card shows (features/previewCards): the account's, reporter's or figure's name and
// picture, the site's logo when they have none (the share logo first, else the logo), a page's title
// from its route, and no card for what does not exist. previewCards' mutation run found it untested.
const site = {
  appName: 'Site',
  shareLogoUrl: 'https://cdn.example/share.png',
  logoUrl: 'https://cdn.example/logo.png',
};
const config = jest.fn(async () => site);
const account = jest.fn();
const reporter = jest.fn();
const figure = jest.fn();

jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: () => config() }));
jest.mock('@/features/accounts/server/accounts', () => ({ getXyAccountPage: (id: number) => account(id) }));
jest.mock('@/features/accounts/server/reporters', () => ({ getReporterPage: (id: number) => reporter(id) }));
jest.mock('@/features/figures/server/figures', () => ({ getFigurePage: (id: number) => figure(id) }));
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values: { site: string }) => `${key}|${values.site}`,
}));

beforeEach(() => {
  config.mockImplementation(async () => site);
  account.mockResolvedValue({ account: { name: 'Account', icon: 'https://cdn.example/a.png' } });
  reporter.mockResolvedValue({ reporter: { name: 'Reporter', icon: 'https://cdn.example/r.png' } });
  figure.mockResolvedValue({ figure: { name: 'Figure', photo: 'https://cdn.example/f.png' } });
});

describe('cardSource', () => {
  it("shows an account's, a reporter's and a figure's name and picture under the site's name", async () => {
    expect(await cardSource({ kind: 'xy', id: 1 })).toEqual({
      title: 'Account',
      siteName: 'Site',
      imageUrl: 'https://cdn.example/a.png',
    });
    expect(account).toHaveBeenCalledWith(1);
    expect(await cardSource({ kind: 'reporter', id: 2 })).toEqual({
      title: 'Reporter',
      siteName: 'Site',
      imageUrl: 'https://cdn.example/r.png',
    });
    expect(reporter).toHaveBeenCalledWith(2);
    expect(await cardSource({ kind: 'figure', id: 3 })).toEqual({
      title: 'Figure',
      siteName: 'Site',
      imageUrl: 'https://cdn.example/f.png',
    });
    expect(figure).toHaveBeenCalledWith(3);
  });

  it("takes the site's share logo, else its logo, for one without a picture", async () => {
    account.mockResolvedValue({ account: { name: 'Account', icon: '' } });
    reporter.mockResolvedValue({ reporter: { name: 'Reporter', icon: '' } });
    figure.mockResolvedValue({ figure: { name: 'Figure', photo: '' } });
    for (const ref of [
      { kind: 'xy', id: 1 },
      { kind: 'reporter', id: 2 },
      { kind: 'figure', id: 3 },
    ] as const) {
      expect((await cardSource(ref))?.imageUrl).toBe('https://cdn.example/share.png');
    }
    config.mockImplementation(async () => ({ ...site, shareLogoUrl: '' }));
    expect((await cardSource({ kind: 'xy', id: 1 }))?.imageUrl).toBe('https://cdn.example/logo.png');
  });

  it('gives no card for an account, reporter or figure that does not exist', async () => {
    account.mockResolvedValue(null);
    reporter.mockResolvedValue(null);
    figure.mockResolvedValue(null);
    expect(await cardSource({ kind: 'xy', id: 1 })).toBeNull();
    expect(await cardSource({ kind: 'reporter', id: 2 })).toBeNull();
    expect(await cardSource({ kind: 'figure', id: 3 })).toBeNull();
  });

  it("titles a page by its route's message with the site's name, the site's name alone for an unknown route", async () => {
    expect(await cardSource({ kind: 'page', route: 'home' })).toEqual({
      title: 'meta.homeTitle|Site',
      siteName: 'Site',
      imageUrl: 'https://cdn.example/share.png',
    });
    expect((await cardSource({ kind: 'page', route: 'nowhere' }))?.title).toBe('Site');
  });
});
