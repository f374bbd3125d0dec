/**
 * Token and app-auth calls: getAnonymousToken, authinfo, auth, refreshAccessToken.
 * Formats follow the lead's client (lib/platform/auth/) and PLATFORM-FACTS.md.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick, requireString } from '../lib/params.mjs';
import { AUTH_TIME_WINDOW_MS, appAuthSign, encrypt3Des, sameText } from '../lib/app-auth.mjs';
import { AUTH_INVALID } from '../lib/guard.mjs';

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{options: import('../options.mjs').PlatformOptions, tokens: import('../lib/tokens.mjs').TokenStore,
 *   credentials: {appKey: string, appSecret: string}}} security
 */
export default function registerAuth(svc, { options, tokens, credentials }) {
  const device = (/** @type {Record<string, string>} */ p) => pick(p, 'device', 'deviceId') ?? '';

  svc.call('getAnonymousToken', (p) => tokens.issue('anonymous', { device: device(p) }));

  // The key material is the same for every device; the 3DES layer only keeps it off the wire in clear.
  svc.call('authinfo', () => ({
    appKey: encrypt3Des(credentials.appKey, options.desKey),
    appSecret: encrypt3Des(credentials.appSecret, options.desKey),
  }));

  svc.call('auth', (p) => {
    const t = p.t ?? '';
    const fresh = /^\d+$/.test(t) && Math.abs(Date.now() - Number(t)) <= AUTH_TIME_WINDOW_MS;
    const ok =
      fresh &&
      sameText(p.appKey ?? '', credentials.appKey) &&
      sameText(p.sign ?? '', appAuthSign(credentials.appSecret, t));
    if (!ok) throw new PlatformError('sign invalid');
    const { token, expiresIn } = tokens.issue('auth', { device: device(p) });
    return { authToken: token, expiresIn };
  });

  svc.call(
    'refreshAccessToken',
    (p) => {
      const pair = tokens.refresh(requireString(p, ['refreshToken']), device(p));
      // Not 10111: the client answers that by renewing its anonymous token, which cannot
      // bring a member's refresh token back; 1004 makes it start its auth over.
      if (!pair) throw new PlatformError('refresh token invalid', AUTH_INVALID);
      return { token: pair.accessToken, ...pair };
    },
    { methods: ['POST'] },
  );
}
