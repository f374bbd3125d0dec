import 'server-only';
import { openCall } from '@/lib/platform/openCall';
import { forgetCall } from '@/lib/platform/policy';
import { mapSiteConfig } from '../siteConfig.map';
import { getConfigCall } from '../calls';
import type { SiteConfig } from '@/features/site/siteConfig.types';

/** The site config, shared by every render of this server process for its minute. */
export async function getSiteConfig(): Promise<SiteConfig> {
  return mapSiteConfig(await openCall(getConfigCall));
}

/** After the platform refused our auth (1004): the next call asks for the config again. */
export function forgetSiteConfig(): void {
  forgetCall(getConfigCall);
}
