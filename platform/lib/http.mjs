/**
 * Transport behaviour shared by every service: open CORS (the touch edition and
 * its dev servers call from other origins), form bodies, and errors rendered in
 * the platform's envelope instead of fastify's default JSON.
 */
import { PlatformError, failure } from './envelope.mjs';

/** Headers real clients send: token mode, app signing, SSO signing, analytics. */
export const ALLOWED_HEADERS = [
  'content-type',
  'token',
  'authtoken',
  'time',
  'sign',
  'source',
  'devid',
  'random',
  'timestamp',
  'version',
  'program-sign',
  'program-params',
  'tenantcode',
  'appkey',
  'os',
  'deviceid',
  'userid',
  'x-requested-with',
].join(', ');

/**
 * Which service and call a URL addresses, or null for other paths.
 * @param {string} url path with optional query
 * @returns {{service: 'app_if'|'adv'|'stat'|'mvod', call: string} | null}
 */
export function serviceCallOf(url) {
  const [path = ''] = url.split('?');
  const m = /^\/(app_if|adv|stat|mvod)\/(.+?)\/*$/.exec(path);
  if (!m) return null;
  // Both groups are mandatory, so a match has them; the defaults only satisfy the index types.
  const [, service = '', raw = ''] = m;
  let call = raw;
  try {
    call = decodeURIComponent(call);
  } catch {
    // keep the raw name: a bad escape is still a (wrong) call name
  }
  return { service: /** @type {'app_if'|'adv'|'stat'|'mvod'} */ (service), call };
}

/** @param {import('fastify').FastifyInstance} app */
export function installHttp(app) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header('access-control-max-age', '86400');
    // The 2020 platform's app authorisation hands its key material in this header (lib/dialect/app-auth.mjs).
    reply.header('access-control-expose-headers', 'api-data');
  });
  // Preflight for any path, so a new call never needs its own OPTIONS route.
  app.options('/*', async (_req, reply) => reply.code(204).send());

  // The real platform takes POST bodies as plain forms (event, discuss, ...).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.setErrorHandler((caught, req, reply) => {
    const err = /** @type {Error & {statusCode?: number}} */ (caught);
    if (err instanceof PlatformError) {
      return reply.code(err.httpStatus).send(failure(err.message, err.status));
    }
    const status = err.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(failure(err.message));
    }
    req.log.error(err);
    if (!app.log.level || app.log.level === 'silent') console.error(err);
    return reply.code(500).send(failure('internal error'));
  });

  app.setNotFoundHandler((req, reply) => {
    const target = serviceCallOf(req.url);
    const message = target ? `unknown call ${target.call}` : 'not found';
    return reply.code(404).send(failure(message));
  });
}
