// Where the platform lives. Real sites point these at their own platform (README lists them);
// the defaults are the reference platform started by `npm start`.
function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A setting that must be a whole number ≥ 0; anything else is a mistake said at start, not a silent 0. */
function wholeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`expected a whole number ≥ 0, got ${JSON.stringify(value)}`);
  return parsed;
}

/** XY_HOME_COLUMN_ID: a column id, or null for `auto` (unset, empty or the word). */
export function homeColumnSetting(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value.trim() === 'auto') return null;
  return wholeNumber(value, 0);
}

const baseUrl = trimSlash(process.env.XY_API_BASE_URL ?? 'http://127.0.0.1:4100');

export const platformEnv = {
  /** `{baseUrl}/app_if/{callName}` */
  baseUrl,
  advUrl: trimSlash(process.env.XY_ADV_URL ?? `${baseUrl}/adv`),
  statUrl: trimSlash(process.env.XY_STAT_URL ?? `${baseUrl}/stat`),
  nisUrl: trimSlash(process.env.XY_NIS_URL ?? `${baseUrl}/app_if`),
  ssoUrl: trimSlash(process.env.XY_SSO_URL ?? `${baseUrl}/sso`),
  /**
   * The real platform's SSO service (intergrate-dev/sso-app-xzw: `/sso-app/api/{call}`), where a
   * g1/g2 platform keeps its members (docs/decisions/0096); the designed generation's SSO is ssoUrl.
   */
  ssoAppUrl: trimSlash(process.env.XY_SSO_APP_URL ?? `${baseUrl}/sso-app/api`),
  mVodUrl: trimSlash(process.env.XY_MVOD_URL ?? `${baseUrl}/mvod`),
  minIOUrl: trimSlash(process.env.XY_MINIO_URL ?? `${baseUrl}/minio`),
  /** The media-asset store (mamUploadAccessToken names its upload address; we send files only here). */
  mamUrl: trimSlash(process.env.XY_MAM_URL ?? `${baseUrl}/mam`),
  siteId: Number(process.env.XY_SITE_ID ?? 1),
  appId: Number(process.env.XY_APP_ID ?? 1),
  /**
   * The platform's auth mode as the site declares it (SPEC's client has it built in, with xyApi),
   * known before any call; null: learnt from the config (lib/platform/authMode.ts).
   */
  xyAuth: process.env.XY_AUTH === undefined || process.env.XY_AUTH === '' ? null : Number(process.env.XY_AUTH),
  /**
   * The platform's interface version, sent with every call as `curVersions`. Real clients send `1`
   * (with it the 2020 platform wraps its answers in `{status, message, data}`); the client's own
   * version (CLIENT_VERSION) is not what the platform asks for (docs/decisions/0074).
   */
  interfaceVersion: process.env.XY_INTERFACE_VERSION?.trim() || '1',
  /**
   * The column whose children are home's tabs; null (unset or `auto`): found from the columns under 0
   * (features/columns/server/columns.ts). Real sites root them at a column of their own (1000, 24,
   * ...): docs/decisions/0074, docs/decisions/0084.
   */
  homeColumnId: homeColumnSetting(process.env.XY_HOME_COLUMN_ID),
  /** Which dialect the platform speaks: found out from its config (`auto`), or said (lib/platform/dialect/generation.ts). */
  generation: process.env.XY_PLATFORM_GENERATION?.trim() || 'auto',
} as const;

/** docs/product.md §1: the client's own version (the app's user agent), not the interface version it sends. */
export const CLIENT_VERSION = '6.2.6';
export const API_VERSION = '1.0.0';

/** The server's own device id, for the calls it makes as itself (anonymous renders, its token). */
export const SERVER_DEVICE = process.env.XY_SERVER_DEVICE ?? 'touch-server';
