import { rawSiteConfigSchema } from './config';
import { mapSiteConfig } from '../map/siteConfig';

describe('site config schema', () => {
  it('fills every nested setting when the platform leaves groups out', () => {
    const config = mapSiteConfig(rawSiteConfigSchema.parse({ appName: 'A', wap: null }));
    expect(config.appName).toBe('A');
    expect(config.paperUrl).toBe('');
    expect(config.appDownloadUrl).toBe('');
    expect(config.countCap).toBe(999);
    expect(config.shareTitleLimit).toEqual({ weChat: 64, global: 80 });
  });
  it('reads padListType 1 as the left-list layout and refuses a colour that is not one', () => {
    const config = mapSiteConfig(rawSiteConfigSchema.parse({ padListType: '1', padColor: 'red;}body{x' }));
    expect(config.leftListLayout).toBe(true);
    expect(config.brandColor).toBe('#c8102e');
  });
});
