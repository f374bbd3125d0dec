import 'server-only';
import ky, { HTTPError, TimeoutError } from 'ky';
import type { z } from 'zod';
import { PlatformError } from './errors';
import { unwrapEnvelope } from './status';
import { decorateParams, type Params } from './decorate';
import { platformEnv } from './env';
import { reportPlatformUnavailable } from './health';

/** SPEC section 7: default timeout 5 s; some calls (uploads, long work) get 50 s. */
export const DEFAULT_TIMEOUT_MS = 5_000;
export const LONG_TIMEOUT_MS = 50_000;

export type Service = 'app' | 'adv' | 'stat' | 'mvod';

export interface CallOptions<S extends z.ZodType> {
  params?: Params;
  method?: 'GET' | 'POST';
  schema: S;
  service?: Service;
  timeoutMs?: number;
  signal?: AbortSignal;
  device?: string;
  headers?: Record<string, string>;
  /**
   * A POST body sent as it is (already encrypted); the decoration then travels in the query.
   */
  encryptedBody?: Record<string, string>;
}

function serviceUrl(service: Service, call: string): string {
  if (service === 'adv') return `${platformEnv.advUrl}/${call}`;
  if (service === 'stat') return `${platformEnv.statUrl}/${call}`;
  if (service === 'mvod') return `${platformEnv.mVodUrl}/${call}`;
  return `${platformEnv.baseUrl}/app_if/${call}`;
}

/** By name, not instanceof: fetch's errors may come from another realm (jest, workers). */
function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

async function fetchJson(call: string, url: string, options: CallOptions<z.ZodType>, device: string): Promise<unknown> {
  const method = options.method ?? 'GET';
  const decorated = decorateParams(options.encryptedBody ? {} : (options.params ?? {}), device);
  const inQuery = method === 'GET' || options.encryptedBody !== undefined;
  const body = options.encryptedBody ?? decorated;
  try {
    const response = await ky(url, {
      method,
      searchParams: inQuery ? decorated : undefined,
      body: method === 'POST' ? new URLSearchParams(body) : undefined,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal: options.signal,
      retry: 0,
      headers: { source: 'touch', ...options.headers },
      // The platform answers errors inside a 200 envelope; a 404 envelope is still an answer.
      throwHttpErrors: (status: number) => status >= 500,
      cache: 'no-store',
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      reportPlatformUnavailable();
      throw new PlatformError('invalid', call, 'invalid answer');
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    if (isAbort(error, options.signal)) throw new PlatformError('cancel', call, 'cancel');
    reportPlatformUnavailable();
    if (error instanceof TimeoutError) throw new PlatformError('timeout', call, 'network error');
    if (error instanceof HTTPError) throw new PlatformError('network', call, 'network error', error.response.status);
    throw new PlatformError('network', call, 'network error');
  }
}

/**
 * One platform call: decorate, send, unwrap the envelope, validate against the call's schema.
 * An answer that does not fit the schema is the platform answering garbage: 'invalid'.
 */
export async function callPlatform<S extends z.ZodType>(call: string, options: CallOptions<S>): Promise<z.output<S>> {
  const device = options.device ?? 'server';
  const json = await fetchJson(call, serviceUrl(options.service ?? 'app', call), options, device);
  const data = unwrapEnvelope(call, json);
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.error(`[platform] ${call}: answer does not fit the contract`, parsed.error.issues.slice(0, 3));
    throw new PlatformError('invalid', call, 'invalid answer');
  }
  return parsed.data;
}
