import 'server-only';
import { callPlatform } from '../request';
import { rawSiteConfigSchema } from '../schemas/config';
import { mapSiteConfig } from '../map/siteConfig';
import { platformEnv } from '../env';
import { memoizeWithTtl } from '../memo';
import { processWide } from '../sharedCache';
import type { SiteConfig } from '@/lib/types/siteConfig';

// The site config changes rarely and every page needs it: keep it a minute per server process
// (one for every route bundle: processWide).
const CONFIG_TTL_MS = 60_000;

export const getSiteConfig = processWide('siteConfig', () =>
  memoizeWithTtl(CONFIG_TTL_MS, async (): Promise<SiteConfig> => {
    const raw = await callPlatform('getConfig', { params: { appID: platformEnv.appId }, schema: rawSiteConfigSchema });
    return mapSiteConfig(raw);
  }),
);
