import 'server-only';
import type { z } from 'zod';
import { callPlatform, type CallOptions } from './request';
import { isPlatformError } from './errors';
import { STATUS } from './status';
import { getSiteConfig } from './api/config';
import { anonymousToken, appAuth, SERVER_DEVICE } from './auth/processAuth';
import { requestSignHeaders } from './auth/signing';
import { encryptPayload } from './auth/encryption';
import { decorateParams } from './decorate';
import type { SiteConfig } from '@/lib/types/siteConfig';

export interface PlatformCallOptions<S extends z.ZodType> extends Omit<CallOptions<S>, 'encryptedBody'> {
  /** SPEC section 6: routes that require auth are signed under xyAuth 1 as well as 2. */
  requiresAuth?: boolean;
  /** A signed-in member's token; without it the server's anonymous token is used. */
  memberToken?: string;
}

/** SPEC section 4: version 3+ platforms take app-interface parameters encrypted. */
function encryptsParameters(config: SiteConfig): boolean {
  const major = Number.parseInt(config.curVersions, 10);
  return Number.isFinite(major) && major >= 3 && (config.rsaPublicKey !== '' || config.sm2PublicKey !== '');
}

function isSigned(config: SiteConfig, requiresAuth: boolean): boolean {
  return config.xyAuth === 2 || (config.xyAuth === 1 && requiresAuth);
}

async function attempt<S extends z.ZodType>(call: string, options: PlatformCallOptions<S>, retried: boolean): Promise<z.output<S>> {
  const config = await getSiteConfig();
  const headers: Record<string, string> = { ...options.headers };
  let anonymousValue: string | undefined;
  if (options.memberToken) {
    headers.token = options.memberToken;
  } else if (config.tokenEnable) {
    anonymousValue = (await anonymousToken.get()).value;
    headers.token = anonymousValue;
  }
  if (isSigned(config, options.requiresAuth ?? false)) {
    const app = await appAuth.get();
    Object.assign(headers, requestSignHeaders(app.value, app.appSecret, String(Date.now())));
  }
  let encryptedBody: Record<string, string> | undefined;
  if (options.method === 'POST' && encryptsParameters(config)) {
    const plain = JSON.stringify(decorateParams(options.params ?? {}, options.device ?? SERVER_DEVICE));
    const { scheme, cipher } = encryptPayload(plain, config);
    encryptedBody = { params: cipher, encryptType: scheme };
  }

  try {
    return await callPlatform(call, { ...options, headers, encryptedBody, device: options.device ?? SERVER_DEVICE });
  } catch (error) {
    if (retried || !isPlatformError(error)) throw error;
    // 10111: the token expired. Renew it once (single-flight) and try once more.
    if (error.status === STATUS.TOKEN_EXPIRED && anonymousValue !== undefined) {
      await anonymousToken.renew(anonymousValue);
      return attempt(call, options, true);
    }
    // 1004: our stored auth is no longer valid. Forget all of it and start again, once.
    if (error.status === STATUS.AUTH_INVALID) {
      appAuth.clear();
      anonymousToken.clear();
      getSiteConfig.clear();
      return attempt(call, options, true);
    }
    throw error;
  }
}

/**
 * Every call the product makes goes through here: config first, then the auth the config asks
 * for (anonymous token, signed app auth, member token), encryption on v3+ platforms, and the
 * token statuses of SPEC section 8 handled once per call.
 */
export function platformCall<S extends z.ZodType>(call: string, options: PlatformCallOptions<S>): Promise<z.output<S>> {
  return attempt(call, options, false);
}
