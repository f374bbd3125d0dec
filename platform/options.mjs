/**
 * Platform options and how they come from the environment. buildPlatform takes
 * the same object, so tests pass options directly instead of mutating process.env.
 */
import path from 'node:path';

/**
 * @typedef {{
 *   port: number, host: string, dbFile: string, mediaDir: string, seedArticles: number,
 *   publicUrl: string, shareBase: string, tokenTtlSeconds: number, faults: boolean, logger: boolean
 * }} PlatformOptions
 */

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
  return {
    port,
    host: o.host ?? '127.0.0.1',
    dbFile,
    mediaDir: o.mediaDir ?? path.join(path.dirname(path.resolve(dbFile)), 'media'),
    seedArticles: o.seedArticles ?? 800,
    publicUrl: (o.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    shareBase: o.shareBase ?? 'http://localhost:3000',
    tokenTtlSeconds: o.tokenTtlSeconds ?? 7200,
    faults: o.faults ?? false,
    logger: o.logger ?? false,
  };
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
    logger: env.PLATFORM_LOG === '1',
  });
}
