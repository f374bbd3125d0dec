import 'server-only';
import { openCall } from '@/lib/platform/openCall';
import { forgetCall } from '@/lib/platform/policy';
import { mapSiteConfig } from './siteConfig.map';
import { getConfigCall } from './calls';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';

let lastSeen: SiteConfig | null = null;

/** The site config, shared by every render of this server process for its minute. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const config = mapSiteConfig(await openCall(getConfigCall));
  lastSeen = config;
  return config;
}

/** The config this process last had, asking nothing: what the 503 page may name while the platform is down (docs/decisions/0045). */
export function lastSiteConfig(): SiteConfig | null {
  return lastSeen;
}

/** After the platform refused our auth (1004): the next call asks for the config again. */
export function forgetSiteConfig(): void {
  forgetCall(getConfigCall);
}
