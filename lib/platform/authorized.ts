import 'server-only';
import type { z } from 'zod';
import { isPlatformError } from './errors';
import { STATUS } from './status';
import { forgetSiteConfig, getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { anonymousToken, anonymousTokenOf, appAuth, deviceAnonymousTokens } from './auth/processAuth';
import { requestSignHeaders } from './auth/signing';
import { encryptPayload } from './auth/encryption';
import { decorateParams, type Params } from './decorate';
import { SERVER_DEVICE } from './env';
import { authorisesFirst, learnAuthMode } from './authMode';
import { routeRequiresAuth } from './routeAuth';
import { sendRequest } from './request';
import { wireForm } from './dialect/forms';
import type { CallOptions, Send } from './policy';
import type { CallDefinition } from './define';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';

/** docs/product.md §4: version 3+ platforms take app-interface parameters encrypted. */
function encryptsParameters(config: SiteConfig): boolean {
  const major = Number.parseInt(config.curVersions, 10);
  return Number.isFinite(major) && major >= 3 && (config.rsaPublicKey !== '' || config.sm2PublicKey !== '');
}

function isSigned(config: SiteConfig, requiresAuth: boolean): boolean {
  return config.xyAuth === 2 || (config.xyAuth === 1 && requiresAuth);
}

async function attempt<Answer extends z.ZodType>(
  definition: CallDefinition<never, Answer, boolean>,
  params: Params,
  options: CallOptions,
  retried: boolean,
): Promise<z.output<Answer>> {
  // Under xyAuth 2 the app's auth comes before the configuration (docs/product.md §4).
  if (authorisesFirst()) await appAuth.get();
  const config = await getSiteConfig();
  learnAuthMode(config.xyAuth);
  // The source every app-interface call names is the site's (xyApi.securitySource, docs/product.md §7).
  const headers: Record<string, string> = { source: config.securitySource };
  let anonymousValue: string | undefined;
  // A reader's call carries their device's own anonymous token, so the platform's limits per
  // token hold that reader, not the whole site (docs/decisions/0080).
  const anonymous = anonymousTokenOf(options.device);
  if (options.memberToken) {
    headers.token = options.memberToken;
  } else if (config.tokenEnable) {
    anonymousValue = (await anonymous.get()).value;
    headers.token = anonymousValue;
  }
  // xyAuth 1 signs the calls of a route that requires auth (lib/platform/routeAuth.ts), and a write defined so.
  if (isSigned(config, (definition.requiresAuth ?? false) || routeRequiresAuth())) {
    const app = await appAuth.get();
    Object.assign(headers, requestSignHeaders(app.value, app.appSecret, String(Date.now())));
  }
  const device = options.device ?? SERVER_DEVICE;
  let encryptedBody: Record<string, string> | undefined;
  // A multipart upload's fields travel in the clear beside the file (the file cannot be encrypted into `params`).
  if (definition.method === 'POST' && encryptsParameters(config) && !options.files) {
    const sentParams = wireForm(
      { name: definition.name, params },
      definition.publicForm,
      options.publicParams,
      options.member,
    ).params;
    const { scheme, cipher } = encryptPayload(JSON.stringify(decorateParams(sentParams, device)), config);
    encryptedBody = { params: cipher, encryptType: scheme };
  }

  try {
    return await sendRequest(definition, {
      params,
      headers,
      encryptedBody,
      device,
      address: options.address,
      signal: options.signal,
      files: options.files,
      publicParams: options.publicParams,
      member: options.member,
    });
  } catch (error) {
    if (retried || !isPlatformError(error)) throw error;
    // 10111: the token expired. Renew it once (single-flight) and try once more.
    if (error.status === STATUS.TOKEN_EXPIRED && anonymousValue !== undefined) {
      await anonymous.renew(anonymousValue);
      return attempt(definition, params, options, true);
    }
    // 1004: our stored auth is no longer valid. Forget all of it and start again, once.
    if (error.status === STATUS.AUTH_INVALID) {
      appAuth.clear();
      anonymousToken.clear();
      deviceAnonymousTokens.clear();
      forgetSiteConfig();
      return attempt(definition, params, options, true);
    }
    throw error;
  }
}

/**
 * A call under the site's platform identity: config first, then the auth the config asks for
 * (anonymous token, signed app auth, member token), encryption on v3+ platforms, and the token
 * statuses of docs/product.md §8 handled once per call.
 */
export const sendAuthorized: Send = (definition, params, options) => attempt(definition, params, options, false);
