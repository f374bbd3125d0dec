// Where the platform lives. Real sites point these at their own platform (README lists them);
// the defaults are the reference platform started by `npm start`.
function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const baseUrl = trimSlash(process.env.XY_API_BASE_URL ?? 'http://127.0.0.1:4100');

export const platformEnv = {
  /** `{baseUrl}/app_if/{callName}` */
  baseUrl,
  advUrl: trimSlash(process.env.XY_ADV_URL ?? `${baseUrl}/adv`),
  statUrl: trimSlash(process.env.XY_STAT_URL ?? `${baseUrl}/stat`),
  nisUrl: trimSlash(process.env.XY_NIS_URL ?? `${baseUrl}/app_if`),
  ssoUrl: trimSlash(process.env.XY_SSO_URL ?? `${baseUrl}/sso`),
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
} as const;

/** docs/product.md §1: client version string. */
export const CLIENT_VERSION = '6.2.6';
export const API_VERSION = '1.0.0';

/** The server's own device id, for the calls it makes as itself (anonymous renders, its token). */
export const SERVER_DEVICE = process.env.XY_SERVER_DEVICE ?? 'touch-server';
