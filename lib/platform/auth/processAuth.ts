import 'server-only';
import { z } from 'zod';
import { callPlatform } from '../request';
import { num, str } from '../schemas/primitives';
import { RenewableToken, type Expiring } from './renewable';
import { appAuthSign, decrypt3Des } from './signing';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';
import { processWide } from '../sharedCache';

// The server process's own platform identity (docs/decisions/0003): one anonymous security
// token and one app authorisation, shared by every anonymous render, renewed single-flight.

/** The DES key authinfo's key material is encrypted under; each site is given its own. */
const DES_KEY = process.env.XY_AUTH_DES_KEY ?? 'touch-demo-3des-key-2026';
const SERVER_DEVICE = process.env.XY_SERVER_DEVICE ?? 'touch-server';

const tokenAnswer = z.object({ token: str(), expiresIn: num(TOKEN_LIFETIME_MS / 1000) });
const authInfoAnswer = z.object({ appKey: str(), appSecret: str() });
const authAnswer = z.object({ authToken: str(), expiresIn: num(TOKEN_LIFETIME_MS / 1000) });

function expiryOf(expiresInSeconds: number): number {
  // Never trust a token longer than the stored-token lifetime of SPEC section 9.
  return Date.now() + Math.min(expiresInSeconds * 1000, TOKEN_LIFETIME_MS);
}

// One per server process, not one per route bundle (lib/platform/sharedCache.ts, processWide).
export const anonymousToken = processWide('anonymousToken', () => new RenewableToken<Expiring>(async () => {
  const answer = await callPlatform('getAnonymousToken', { params: { device: SERVER_DEVICE }, schema: tokenAnswer, device: SERVER_DEVICE });
  if (!answer.token) throw new Error('getAnonymousToken answered no token');
  return { value: answer.token, expiresAt: expiryOf(answer.expiresIn) };
}));

export interface AppAuth extends Expiring {
  appSecret: string;
}

/** authinfo (3DES key material) then auth (md5-signed) gives the authToken for signed calls. */
export const appAuth = processWide('appAuth', () => new RenewableToken<AppAuth>(async () => {
  const info = await callPlatform('authinfo', { params: { device: SERVER_DEVICE }, schema: authInfoAnswer, device: SERVER_DEVICE });
  const appKey = decrypt3Des(info.appKey, DES_KEY);
  const appSecret = decrypt3Des(info.appSecret, DES_KEY);
  if (!appKey || !appSecret) throw new Error('authinfo key material could not be decrypted');
  const t = String(Date.now());
  const answer = await callPlatform('auth', { params: { appKey, t, sign: appAuthSign(appSecret, t) }, schema: authAnswer, device: SERVER_DEVICE });
  return { value: answer.authToken, appSecret, expiresAt: expiryOf(answer.expiresIn) };
}));

export { SERVER_DEVICE };
