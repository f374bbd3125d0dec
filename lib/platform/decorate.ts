import 'server-only';
import { API_VERSION, platformEnv } from './env';

export type Params = Record<string, string | number | boolean | null | undefined>;

/**
 * docs/product.md §7: every request adds siteId, appID, siteID, siteid, device, curVersions,
 * apiVersion and a timestamp t. The duplicate spellings are the real platform's; curVersions is the
 * interface version (XY_INTERFACE_VERSION, `1` as real clients send it: docs/decisions/0074).
 */
export function decorateParams(params: Params, device: string, now: number = Date.now()): Record<string, string> {
  const decorated: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) decorated[key] = String(value);
  }
  const siteId = String(platformEnv.siteId);
  decorated.siteId ??= siteId;
  decorated.siteID ??= siteId;
  decorated.siteid ??= siteId;
  decorated.appID ??= String(platformEnv.appId);
  decorated.device ??= device;
  decorated.curVersions ??= platformEnv.interfaceVersion;
  decorated.apiVersion ??= API_VERSION;
  decorated.t ??= String(now);
  return decorated;
}
