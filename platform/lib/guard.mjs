/**
 * app_if preHandlers for tokens and signatures. Signatures are checked first: the
 * client answers 1004 by starting its whole auth over, which also renews its
 * token, whereas after a 10111 it only renews the token and retries once.
 */
import { PlatformError } from './envelope.mjs';
import { SIGN_FREE, TOKEN_FREE } from './policy.mjs';
import { requestSign, sameText } from './app-auth.mjs';

export const TOKEN_EXPIRED = 10111;
export const AUTH_INVALID = 1004;

/** @param {unknown} v */
const header = (v) => (Array.isArray(v) ? String(v[0]) : v === undefined ? '' : String(v));

/** @param {import('fastify').FastifyRequest} req */
export const callNameOf = (req) => /** @type {{callName?: string}} */ (req.routeOptions.config).callName ?? '';

/**
 * @param {{options: import('../options.mjs').PlatformOptions, tokens: import('./tokens.mjs').TokenStore,
 *   credentials: {appSecret: string}, dialect?: {tokenFree: (call: string) => boolean}}} deps dialect: the real
 *   dialects' reading calls need no token, as the public gateways asked none (lib/dialect/index.mjs)
 * @returns {import('./pipeline.mjs').PreHandler[]}
 */
export function createGuards({ options, tokens, credentials, dialect }) {
  /** @type {import('./pipeline.mjs').PreHandler} */
  async function signatureGuard(req) {
    const call = callNameOf(req);
    if (SIGN_FREE.has(call)) return;
    const h = req.headers;
    const present = h.authtoken !== undefined || h.sign !== undefined;
    // xyAuth 1 signs only the calls that need auth; we cannot tell which those are,
    // so headers that are sent are always verified and never ignored.
    if (options.xyAuth !== 2 && !present) return;
    const authToken = header(h.authtoken);
    const time = header(h.time);
    const sign = header(h.sign);
    const known = tokens.valid(authToken, ['auth']);
    if (!known || !time || !sameText(sign, requestSign(authToken, credentials.appSecret, time))) {
      throw new PlatformError('auth invalid', AUTH_INVALID);
    }
  }

  /** @type {import('./pipeline.mjs').PreHandler} */
  async function tokenGuard(req) {
    const call = callNameOf(req);
    if (!options.tokenEnable || TOKEN_FREE.has(call) || dialect?.tokenFree(call)) return;
    if (!tokens.valid(header(req.headers.token), ['anonymous', 'access'])) {
      throw new PlatformError('token expired', TOKEN_EXPIRED);
    }
  }

  return [signatureGuard, tokenGuard];
}
