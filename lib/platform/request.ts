import 'server-only';
import ky, { HTTPError, TimeoutError } from 'ky';
import type { z } from 'zod';
import { isMissing, isPlatformError, PlatformError, UNKNOWN_CALL } from './errors';
import { decorateParams, type Params } from './decorate';
import { readAnswer } from './dialect/read';
import { wireForm } from './dialect/forms';
import type { FormMember } from './dialect/member';
import { platformEnv, SERVER_DEVICE } from './env';
import { reportPlatformUnavailable } from './health';
import { TIMEOUT_MS, type CallDefinition, type Service } from './define';
import { wireFetch } from './wireFetch';

/** What of a definition the wire needs. */
export type WireCall<Answer extends z.ZodType> = Pick<
  CallDefinition<never, Answer, boolean>,
  'name' | 'service' | 'method' | 'answer' | 'criticality'
> &
  Partial<Pick<CallDefinition<never, Answer, boolean>, 'bodyFormat' | 'dialect' | 'nullWhenMissing' | 'publicForm'>>;

export interface RequestOptions {
  params: Params;
  signal?: AbortSignal;
  /** The reader's device; the server's own when absent. */
  device?: string;
  /** The reader's address: X-Forwarded-For, which the platform believes from our server only (decision 0080). */
  address?: string;
  headers?: Record<string, string>;
  /** A POST body sent as it is (already encrypted); the decoration then travels in the query. */
  encryptedBody?: Record<string, string>;
  /** Files sent as a multipart body, the parameters as its text fields (the platform's `upload`). */
  files?: readonly FilePart[];
  /** The parameters of the call's public form (lib/platform/dialect/forms.ts), sent instead on a g1/g2 platform. */
  publicParams?: Params;
  /** The member the call is made for, named in a g1/g2 form (lib/platform/dialect/member.ts). */
  member?: FormMember;
}

/** One file of a multipart call. */
export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

function multipartBody(params: Record<string, string>, files: readonly FilePart[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) form.append(name, value);
  for (const file of files)
    form.append(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return form;
}

const SERVICE_BASE_URL: Record<Service, string> = {
  app: `${platformEnv.baseUrl}/app_if`,
  adv: platformEnv.advUrl,
  stat: platformEnv.statUrl,
  mvod: platformEnv.mVodUrl,
  sso: platformEnv.ssoUrl,
  ssoApp: platformEnv.ssoAppUrl,
  nis: platformEnv.nisUrl,
  minio: platformEnv.minIOUrl,
  mam: platformEnv.mamUrl,
};

/** Where a call goes: its service's base URL and its name. */
export function callUrl(call: Pick<WireCall<z.ZodType>, 'service' | 'name'>): string {
  return `${SERVICE_BASE_URL[call.service]}/${call.name}`;
}

/** By name, not instanceof: fetch's errors may come from another realm (jest, workers). */
function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** A POST's body: multipart with files, JSON where the call's definition says so, a form otherwise. */
function postBody(
  call: WireCall<z.ZodType>,
  body: Record<string, string>,
  files?: readonly FilePart[],
): BodyInit | undefined {
  if (call.method !== 'POST') return undefined;
  if (files) return multipartBody(body, files);
  return call.bodyFormat === 'json' ? JSON.stringify(body) : new URLSearchParams(body);
}

async function fetchBody(call: WireCall<z.ZodType>, options: RequestOptions): Promise<string> {
  const decorated = decorateParams(options.encryptedBody ? {} : options.params, options.device ?? SERVER_DEVICE);
  const inQuery = call.method === 'GET' || options.encryptedBody !== undefined;
  const body = options.encryptedBody ?? decorated;
  try {
    const response = await ky(callUrl(call), {
      method: call.method,
      searchParams: inQuery ? decorated : undefined,
      body: postBody(call, body, options.files),
      timeout: TIMEOUT_MS[call.criticality],
      signal: options.signal,
      retry: 0,
      headers: {
        source: 'touch',
        ...(call.method === 'POST' && call.bodyFormat === 'json' && !options.files
          ? { 'content-type': 'application/json' }
          : {}),
        ...(options.address ? { 'x-forwarded-for': options.address } : {}),
        ...options.headers,
      },
      // The platform answers errors inside a 200 envelope; a 404 envelope is still an answer.
      throwHttpErrors: (status: number) => status >= 500,
      cache: 'no-store',
      fetch: wireFetch,
    });
    const text = await response.text();
    // A 404 that is no answer (a gateway's error page): the platform has no such call, which is
    // not the platform being down (a designed call on a g1/g2 platform; docs/decisions/0096).
    if (response.status === 404 && !isJsonText(text)) throw new PlatformError('status', call.name, UNKNOWN_CALL, 404);
    return text;
  } catch (error) {
    if (isPlatformError(error)) throw error;
    if (isAbort(error, options.signal)) throw new PlatformError('cancel', call.name, 'cancel');
    reportPlatformUnavailable();
    if (error instanceof TimeoutError) throw new PlatformError('timeout', call.name, 'network error');
    if (error instanceof HTTPError)
      throw new PlatformError('network', call.name, 'network error', error.response.status);
    throw new PlatformError('network', call.name, 'network error');
  }
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The answer's data through the dialect layer; a body that is not JSON at all counts against the platform's health. */
function dataOf(call: WireCall<z.ZodType>, body: string): unknown {
  try {
    return readAnswer(call, body);
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'invalid') reportPlatformUnavailable();
    throw error;
  }
}

/**
 * One call on the wire: decorate, send within the call's timeout, read the answer through the
 * dialect layer (lib/platform/dialect/: envelope or bare, JSONP, `null`/`"empty"`, arrays as data),
 * validate against the call's answer schema. An answer that does not fit is the platform
 * answering garbage. "Nothing there" is null for a call that has a missing path; for another read,
 * the empty answer when its schema has one (an empty list); else the missing error.
 */
export async function sendRequest<Answer extends z.ZodType>(
  call: WireCall<Answer>,
  options: RequestOptions,
): Promise<z.output<Answer>> {
  const form = wireForm(
    { name: call.name, params: options.params },
    call.publicForm,
    options.publicParams,
    options.member,
  );
  const wire = { ...call, name: form.name, method: form.method ?? call.method };
  const body = await fetchBody(wire, { ...options, params: form.params });
  let data: unknown;
  try {
    data = dataOf(wire, body);
  } catch (error) {
    // A write that finds nothing failed: only a read may take its empty answer.
    if (!isMissing(error) || call.nullWhenMissing || call.method !== 'GET') throw error;
    const empty = call.answer.safeParse({});
    if (!empty.success) throw error;
    return empty.data;
  }
  const parsed = call.answer.safeParse(data);
  if (!parsed.success) {
    console.error(`[platform] ${wire.name}: answer does not fit the contract`, parsed.error.issues.slice(0, 3));
    throw new PlatformError('invalid', wire.name, 'invalid answer');
  }
  return parsed.data;
}
