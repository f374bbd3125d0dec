import { defineCall } from '@/lib/platform/define';
import { platformEnv } from '@/lib/platform/env';
import { rawSiteConfigSchema } from './config.schema';

// The site config changes rarely and every call needs it first: a minute per server process.
const SITE_CONFIG_TTL_MS = 60_000;

/** getConfig (by appID): the site's settings, auth mode and keys. Token-free: it comes first. */
export const getConfigCall = defineCall({
  name: 'getConfig',
  auth: 'none',
  params: () => ({ appID: platformEnv.appId }),
  answer: rawSiteConfigSchema,
  cache: { ttl: SITE_CONFIG_TTL_MS, maxEntries: 1 },
});
