/**
 * Platform options and how they come from the environment. buildPlatform takes
 * the same object, so tests pass options directly instead of mutating process.env.
 */
import path from 'node:path';
import { DEFAULT_SITE_TIME_ZONE } from './lib/time.mjs';

/**
 * @typedef {{
 *   port: number, host: string, dbFile: string, mediaDir: string, seedArticles: number,
 *   publicUrl: string, shareBase: string, tokenTtlSeconds: number, faults: boolean, dev: boolean, logger: boolean,
 *   curVersions: string, xyAuth: 0|1|2, tokenEnable: boolean, sm2: boolean, desKey: string, recordFile: string,
 *   latencyMs: number, editorToken: string, liveTickMs: number, discussAudit: 0|1|2, moderationKey: string,
 *   sitePurgeUrl: string, sitePurgeToken: string, uploadType: 0|1|2, debugTools: boolean,
 *   dialect: 'designed'|'g1'|'g2', homeColumnId: number, authSignSlice: [number, number],
 *   trustedProxies: string[], timeZone: string
 * }} PlatformOptions
 *   curVersions: platform interface version published in getConfig (>= 3: write POSTs come encrypted);
 *   xyAuth: 0 no signing, 1 signing where headers are sent, 2 every call signed;
 *   desKey: the 3DES key authinfo encrypts the app key/secret under (24 bytes);
 *   recordFile: '' or a .jsonl file every app_if/adv answer is appended to (contract tests);
 *   latencyMs: added to every service call (benchmarks: a platform as far away as a real one);
 *   editorToken: '' or the bearer token of the live editor surface (routes/live-editor.mjs; dev and
 *     faults mode default to DEV_EDITOR_TOKEN); liveTickMs: how often planned lives are moved (0: never);
 *   discussAudit: the comment audit type at start (siteConfig.discuss.auditType; moderation may change it);
 *   moderationKey: the key of the moderation routes (x-moderation-key); '' without faults or dev mode: no moderation routes;
 *   sitePurgeUrl, sitePurgeToken: where and with which bearer token moderation tells the site what changed
 *     (lib/sitePurge.mjs); '' sends nothing;
 *   uploadType: the upload path getConfig names (siteConfig.uploadType): 0 app_if upload, 1 object storage, 2 media assets
 *   debugTools: getConfig's wap.debugTools, the site's opt-in to the developer-tools trap (docs/product.md §9); off by default
 *   dialect: how app_if answers (docs/reference-platform-dialects.md): 'g2' the 2020 platform,
 *     'designed' the later generation of docs/platform-api.md (the default), 'g1' the older gateway; homeColumnId: the home column the real dialects root the columns at
 *     (no seeded column may have it); authSignSlice: the slice of the app secret the g2 dialect's `auth` signs
 *     with, md5(secret + t + secret.slice(a, b)) (lib/dialect/app-auth.mjs; the suite shows 2,7 and 3,7)
 *   trustedProxies: the addresses (or CIDR ranges) whose X-Forwarded-For is believed: the touch site's front
 *     servers, which pass each reader's address on (docs/decisions/0080); anyone else's is ignored
 *   timeZone: the site's zone every day boundary is counted in (points, votes, daily limits), never the
 *     server's: Asia/Shanghai unless PLATFORM_TIME_ZONE names another (docs/decisions/0094)
 */

/**
 * The touch site's front end as `npm start` runs it, on this machine: its calls come from 127.0.0.1
 * (or ::1). Not the whole loopback range: other local addresses are other clients.
 */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** The editor token of dev and test platforms when none is configured (never in production). */
export const DEV_EDITOR_TOKEN = 'dev-live-editor';

/** The demo site's 3DES key; the lead's client uses the same default (XY_AUTH_DES_KEY). */
export const DEFAULT_DES_KEY = 'touch-demo-3des-key-2026';

/** @param {string | undefined} raw @param {number} fallback */
const int = (raw, fallback) => (raw && /^\d+$/.test(raw) ? Number.parseInt(raw, 10) : fallback);

/**
 * Fills defaults; mediaDir sits beside the DB file so one data directory holds all generated state.
 * @param {Partial<PlatformOptions>} [o]
 * @returns {PlatformOptions}
 */
export function resolveOptions(o = {}) {
  const port = o.port ?? 4100;
  const dbFile = o.dbFile ?? '.data/platform.db';
  const host = o.host ?? '127.0.0.1';
  // The 2020 platform's generation by default (docs/decisions/0103): `npm start`, the jest harnesses
  // and the e2e suite run against the real platform's shapes. Suites about the designed generation's
  // own features ask for `designed` (the e2e project designedGeneration, the platform's route suites).
  const dialect = checkDialect(o.dialect ?? 'g2');
  return {
    port,
    host,
    dbFile,
    mediaDir: o.mediaDir ?? path.join(path.dirname(path.resolve(dbFile)), 'media'),
    seedArticles: o.seedArticles ?? 800,
    // Without PLATFORM_PUBLIC_URL, the address the platform listens on: the one a client on
    // this machine is configured with (the front end's XY_API_BASE_URL is http://127.0.0.1:4100),
    // so addresses the platform hands out (media, the media-asset uploadUrl) are on that origin.
    publicUrl: (o.publicUrl ?? `http://${reachableHost(host)}:${port}`).replace(/\/+$/, ''),
    // The touch site as `npm start` serves it (base path included): share links and seeded
    // addresses on the site ({site}/…) are built on it.
    shareBase: o.shareBase ?? 'http://localhost:3000/wap/touch',
    tokenTtlSeconds: o.tokenTtlSeconds ?? 7200,
    faults: o.faults ?? false,
    dev: o.dev ?? false,
    logger: o.logger ?? false,
    curVersions: o.curVersions ?? '3',
    xyAuth: checkXyAuth(o.xyAuth ?? 0),
    tokenEnable: o.tokenEnable ?? true,
    sm2: o.sm2 ?? false,
    desKey: checkDesKey(o.desKey ?? DEFAULT_DES_KEY),
    recordFile: o.recordFile ?? '',
    latencyMs: o.latencyMs ?? 0,
    editorToken: o.editorToken ?? (o.dev || o.faults ? DEV_EDITOR_TOKEN : ''),
    liveTickMs: o.liveTickMs ?? 1000,
    discussAudit: checkAudit(o.discussAudit ?? 0),
    // Development and test platforms get a known key; a real deployment names its own or has no moderation routes.
    moderationKey: o.moderationKey ?? (o.faults || o.dev ? DEV_MODERATION_KEY : ''),
    sitePurgeUrl: o.sitePurgeUrl ?? '',
    sitePurgeToken: o.sitePurgeToken ?? '',
    uploadType: checkUploadType(o.uploadType ?? 0),
    debugTools: o.debugTools ?? false,
    dialect,
    homeColumnId: checkHomeColumn(o.homeColumnId ?? DEFAULT_HOME_COLUMN_ID),
    authSignSlice: checkSlice(o.authSignSlice ?? [2, 7]),
    trustedProxies: o.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    timeZone: checkTimeZone(o.timeZone ?? DEFAULT_SITE_TIME_ZONE),
  };
}

/** @param {string} zone @returns {string} */
function checkTimeZone(zone) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`PLATFORM_TIME_ZONE must be an IANA time zone such as Asia/Shanghai (got ${zone})`);
  }
}

/** @param {[number, number]} v @returns {[number, number]} */
function checkSlice(v) {
  const [start, end] = v;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start || end > 32) {
    throw new Error(`PLATFORM_AUTH_SIGN_SLICE must be "start,end" with 0 <= start < end <= 32 (got ${v.join(',')})`);
  }
  return [start, end];
}

/** "2,7" as [2, 7]; anything else as [-1, -1], which checkSlice refuses. @param {string} raw @returns {[number, number]} */
function sliceOf(raw) {
  const m = /^(\d{1,2}),(\d{1,2})$/.exec(raw.trim());
  return m ? [Number(m[1]), Number(m[2])] : [-1, -1];
}

/**
 * The home column of the real dialects when none is configured: the recorded site's
 * (jiangbm/XFJ_FZ_API App_Column/GetColumns.robot lists the home tabs under 1000).
 */
export const DEFAULT_HOME_COLUMN_ID = 1000;

/** @param {string} v @returns {'designed'|'g1'|'g2'} */
function checkDialect(v) {
  if (v !== 'designed' && v !== 'g1' && v !== 'g2')
    throw new Error(`PLATFORM_DIALECT must be designed, g1 or g2 (got ${v})`);
  return v;
}

/** @param {number} v */
function checkHomeColumn(v) {
  if (!Number.isInteger(v) || v <= 0) throw new Error(`PLATFORM_HOME_COLUMN_ID must be a positive integer (got ${v})`);
  return v;
}

/** The moderation key of development and test platforms (PLATFORM_FAULTS=1 or PLATFORM_DEV=1). */
export const DEV_MODERATION_KEY = 'dev-moderator';

/** @param {number} v @returns {0|1|2} */
function checkUploadType(v) {
  if (v !== 0 && v !== 1 && v !== 2) throw new Error(`PLATFORM_UPLOAD_TYPE must be 0, 1 or 2 (got ${v})`);
  return v;
}

/** @param {number} v */
function checkAudit(v) {
  if (v !== 0 && v !== 1 && v !== 2) throw new Error(`PLATFORM_DISCUSS_AUDIT must be 0, 1 or 2 (got ${v})`);
  return v;
}

/** Misconfiguration should stop the start, not surface later as a confusing 1004. @param {number} v */
function checkXyAuth(v) {
  if (v !== 0 && v !== 1 && v !== 2) throw new Error(`PLATFORM_XY_AUTH must be 0, 1 or 2 (got ${v})`);
  return v;
}

/**
 * The host of the default public URL: the listen address, except that "every interface"
 * (0.0.0.0, ::) is no address to send anyone to (localhost is used), and IPv6 is bracketed.
 * @param {string} host
 */
function reachableHost(host) {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** des-ede3 needs exactly 24 key bytes. @param {string} key */
function checkDesKey(key) {
  if (Buffer.byteLength(key, 'utf8') !== 24) throw new Error('PLATFORM_AUTH_DES_KEY must be 24 bytes');
  return key;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {PlatformOptions}
 */
export function optionsFromEnv(env = process.env) {
  const port = int(env.PLATFORM_PORT, 4100);
  return resolveOptions({
    port,
    host: env.PLATFORM_HOST || undefined,
    dbFile: env.PLATFORM_DB || undefined,
    seedArticles: int(env.PLATFORM_SEED_ARTICLES, 800),
    publicUrl: env.PLATFORM_PUBLIC_URL || undefined,
    shareBase: env.PLATFORM_SHARE_BASE || undefined,
    tokenTtlSeconds: int(env.PLATFORM_TOKEN_TTL_SECONDS, 7200),
    faults: env.PLATFORM_FAULTS === '1',
    dev: env.PLATFORM_DEV === '1',
    logger: env.PLATFORM_LOG === '1',
    curVersions: env.PLATFORM_CUR_VERSIONS || undefined,
    xyAuth: /** @type {0|1|2} */ (int(env.PLATFORM_XY_AUTH, env.PLATFORM_XY_AUTH ? -1 : 0)),
    tokenEnable: !['0', 'false'].includes(env.PLATFORM_TOKEN_ENABLE ?? ''),
    sm2: env.PLATFORM_SM2 === '1',
    desKey: env.PLATFORM_AUTH_DES_KEY || undefined,
    recordFile: env.PLATFORM_RECORD || undefined,
    latencyMs: int(env.PLATFORM_LATENCY_MS, 0),
    editorToken: env.PLATFORM_EDITOR_TOKEN || undefined,
    liveTickMs: int(env.PLATFORM_LIVE_TICK_MS, 1000),
    discussAudit: /** @type {0|1|2} */ (int(env.PLATFORM_DISCUSS_AUDIT, env.PLATFORM_DISCUSS_AUDIT ? -1 : 0)),
    moderationKey: env.PLATFORM_MODERATION_KEY || undefined,
    sitePurgeUrl: env.PLATFORM_SITE_PURGE_URL || undefined,
    sitePurgeToken: env.PLATFORM_SITE_PURGE_TOKEN || undefined,
    uploadType: /** @type {0|1|2} */ (int(env.PLATFORM_UPLOAD_TYPE, env.PLATFORM_UPLOAD_TYPE ? -1 : 0)),
    debugTools: env.PLATFORM_DEBUG_TOOLS === '1',
    dialect: /** @type {'designed'|'g1'|'g2'} */ (env.PLATFORM_DIALECT || undefined),
    timeZone: env.PLATFORM_TIME_ZONE || undefined,
    homeColumnId: int(env.PLATFORM_HOME_COLUMN_ID, env.PLATFORM_HOME_COLUMN_ID ? -1 : DEFAULT_HOME_COLUMN_ID),
    authSignSlice: env.PLATFORM_AUTH_SIGN_SLICE ? sliceOf(env.PLATFORM_AUTH_SIGN_SLICE) : undefined,
    // PLATFORM_TRUSTED_PROXIES=10.0.0.5,10.0.0.6 (the front servers); set but empty: none.
    trustedProxies:
      env.PLATFORM_TRUSTED_PROXIES === undefined
        ? undefined
        : env.PLATFORM_TRUSTED_PROXIES.split(',')
            .map((name) => name.trim())
            .filter(Boolean),
  });
}
