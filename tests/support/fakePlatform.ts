import { generateKeyPairSync } from 'node:crypto';
import type { z } from 'zod';
import { savedNativeFetch, saveNativeFetch } from '@/lib/processWide.mjs';
import { sampleOf } from './zodSample';

// A stand-in for the platform on the wire (lib/platform/wireFetch.ts: the fetch platform calls go
// out with), for jest tests of handlers and pages. Nothing listens anywhere: each call is answered
// here, by its path, in the platform's envelope. By default a call answers success with data of
// the shape its definition (lib/platform/calls.ts) accepts; `answer` can say otherwise per call.

/** A public key of the kind the platform publishes (votes and sign-ups are sent encrypted whole, whatever the version). */
const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** The site config of a platform that asks for no token, signature or parameter encryption (docs/product.md §4). */
export const PLAIN_SITE_CONFIG = {
  siteID: 1,
  appName: 'Touch',
  tokenEnable: 0,
  encryptKey4: publicKey,
  siteConfig: { globalCount: 999, discuss: { auditType: 0 }, uploadType: 0 },
  weixin: { wxAppid: '', authLogin: 0 },
  xyApi: { xyAuth: 0, curVersions: '1', siteId: 1, appId: 1 },
};

export interface PlatformCall {
  /** The path after the base URL's host: `/app_if/getArticles`, `/sso/thirdLogin`, … */
  path: string;
  /** The call's name: the path after its service's prefix. */
  name: string;
  method: string;
  params: URLSearchParams;
  /** The request's headers (token, signature, source). */
  headers?: Headers;
}

/** What a call answers: an envelope or any JSON body, or a Response as it is; 'refuse' drops the connection, 'hang' never answers; undefined: the default. */
export type FakeAnswer = unknown | 'refuse' | 'hang' | undefined;

export interface FakePlatform {
  calls: PlatformCall[];
  /** 'answer' (the default): valid-shaped data; 'refuse': every connection is refused, as a platform that is down. */
  mode: 'answer' | 'refuse';
  /** Answers that did not fit their own definition (a sampler gap): listed so a test can show them. */
  misfits: string[];
  uninstall: () => void;
}

const SERVICE_PREFIXES = ['app_if', 'adv', 'stat', 'sso', 'mvod', 'nis', 'minio', 'mam'];

type Definitions = readonly { name: string; answer: z.ZodType }[];

async function definitions(): Promise<Definitions> {
  // Loaded on the first call, so installing the fake reads no platform setting early.
  const { ALL_CALLS } = await import('@/lib/platform/calls');
  return ALL_CALLS;
}

function callOf(url: URL, method: string, body: string, contentType: string): PlatformCall {
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part) => SERVICE_PREFIXES.includes(part));
  const name = at === -1 ? parts.join('/') : parts.slice(at + 1).join('/');
  const params = new URLSearchParams(url.search);
  if (body && contentType.includes('application/x-www-form-urlencoded'))
    for (const [key, value] of new URLSearchParams(body)) params.append(key, value);
  return { path: url.pathname, name, method, params };
}

export function installFakePlatform(answer: (call: PlatformCall) => FakeAnswer = () => undefined): FakePlatform {
  const before = savedNativeFetch();
  const samples = new Map<string, unknown>();
  const fake: FakePlatform = {
    calls: [],
    mode: 'answer',
    misfits: [],
    uninstall: () => {
      saveNativeFetch(before);
    },
  };

  async function defaultAnswer(call: PlatformCall): Promise<unknown> {
    if (call.name === 'getConfig') return { status: 0, data: PLAIN_SITE_CONFIG };
    // The image code is a picture, not an envelope (features/member/calls.ts getVerifyCodeCall).
    if (call.name === 'member/getVerifyCode')
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>', {
        headers: { 'content-type': 'image/svg+xml' },
      });
    const known = (await definitions()).find((definition) => definition.name === call.name);
    if (!known) return { status: 0, data: {} };
    if (!samples.has(call.name)) {
      const sample = sampleOf(known.answer);
      if (!known.answer.safeParse(sample).success) fake.misfits.push(call.name);
      samples.set(call.name, sample);
    }
    return { status: 0, message: 'ok', data: samples.get(call.name) };
  }

  saveNativeFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call = {
      ...callOf(new URL(request.url), request.method, body, request.headers.get('content-type') ?? ''),
      headers: request.headers,
    };
    fake.calls.push(call);
    if (fake.mode === 'refuse')
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    const chosen = answer(call);
    if (chosen === 'refuse')
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    if (chosen === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(request.signal.reason ?? new DOMException('aborted', 'AbortError'));
        if (request.signal.aborted) abort();
        else request.signal.addEventListener('abort', abort, { once: true });
      });
    }
    const json = chosen === undefined ? await defaultAnswer(call) : chosen;
    if (json instanceof Response) return json;
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return fake;
}
