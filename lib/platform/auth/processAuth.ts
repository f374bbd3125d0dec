import 'server-only';
import { openCall } from '../openCall';
import { processWide } from '@/lib/processWide.mjs';
import { SERVER_DEVICE } from '../env';
import { RenewableToken, type Expiring } from './renewable';
import { TokensByDevice } from './tokensByDevice';
import { appAuthSign, decrypt3Des } from './signing';
import { authCall, authinfoCall, getAnonymousTokenCall } from './calls';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';

// The server process's own platform identity (docs/decisions/0003): one anonymous security
// token and one app authorisation, shared by every anonymous render, renewed single-flight; and
// each reader's device's own anonymous token, for the calls made for that reader (decision 0080).

/** The DES key authinfo's key material is encrypted under; each site is given its own. */
const DES_KEY = process.env.XY_AUTH_DES_KEY ?? 'touch-demo-3des-key-2026';

function expiryOf(expiresInSeconds: number): number {
  // Never trust a token longer than the stored-token lifetime of docs/product.md §9.
  return Date.now() + Math.min(expiresInSeconds * 1000, TOKEN_LIFETIME_MS);
}

// One per server process, not one per route bundle (lib/processWide.mjs).
export const anonymousToken = processWide(
  'anonymousToken',
  () =>
    new RenewableToken<Expiring>(async () => {
      const answer = await openCall(getAnonymousTokenCall, SERVER_DEVICE, { device: SERVER_DEVICE });
      if (!answer.token) throw new Error('getAnonymousToken answered no token');
      return { value: answer.token, expiresAt: expiryOf(answer.expiresIn) };
    }),
);

/** Devices whose token is held at once (a token and its holder: well under a kilobyte each). */
const MAX_DEVICE_TOKENS = 50_000;

/** Each reader's device's own anonymous token (lib/platform/auth/tokensByDevice.ts). */
export const deviceAnonymousTokens = processWide(
  'deviceAnonymousTokens',
  () =>
    new TokensByDevice<Expiring>(async (device) => {
      const answer = await openCall(getAnonymousTokenCall, device, { device });
      if (!answer.token) throw new Error('getAnonymousToken answered no token');
      return { value: answer.token, expiresAt: expiryOf(answer.expiresIn) };
    }, MAX_DEVICE_TOKENS),
);

/** The anonymous token a call for `device` carries: the device's own, or the server's for its own calls. */
export function anonymousTokenOf(device: string | undefined): RenewableToken<Expiring> {
  return device === undefined || device === SERVER_DEVICE ? anonymousToken : deviceAnonymousTokens.of(device);
}

export interface AppAuth extends Expiring {
  appSecret: string;
}

/** authinfo (3DES key material) then auth (md5-signed) gives the authToken for signed calls. */
export const appAuth = processWide(
  'appAuth',
  () =>
    new RenewableToken<AppAuth>(async () => {
      const info = await openCall(authinfoCall, SERVER_DEVICE, { device: SERVER_DEVICE });
      const appKey = decrypt3Des(info.appKey, DES_KEY);
      const appSecret = decrypt3Des(info.appSecret, DES_KEY);
      if (!appKey || !appSecret) throw new Error('authinfo key material could not be decrypted');
      const t = String(Date.now());
      const answer = await openCall(
        authCall,
        { appKey, t, sign: appAuthSign(appSecret, t) },
        { device: SERVER_DEVICE },
      );
      return { value: answer.authToken, appSecret, expiresAt: expiryOf(answer.expiresIn) };
    }),
);
