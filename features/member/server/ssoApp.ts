import 'server-only';
import ky, { HTTPError } from 'ky';
import { randomBytes } from 'node:crypto';
import { ssoSignHeaders } from '@/lib/platform/auth/signing';
import { API_VERSION } from '@/lib/platform/env';
import { PlatformError, UNKNOWN_CALL } from '@/lib/platform/errors';
import { TIMEOUT_MS, type CallDefinition } from '@/lib/platform/define';
import { callUrl } from '@/lib/platform/request';
import { wireFetch } from '@/lib/platform/wireFetch';
import type { Params } from '@/lib/platform/decorate';
import { readSsoAnswer } from '../ssoAnswer';
import type { z } from 'zod';

/**
 * One call to the real platform's SSO (`/sso-app/api/{call}`; docs/decisions/0096): the form with
 * the headers SignFilter checks (devid, random, timestamp, token, version, program-params naming
 * every form field, program-sign), and the answer's value, or the refusal in the SSO's words.
 * `token` is the member's where there is one; before sign-in SignFilter wants the header only.
 */
export async function ssoAppCall<Input>(
  call: CallDefinition<Input, z.ZodType, boolean>,
  input: Input,
  { device, token = '' }: { device: string; token?: string },
): Promise<Record<string, unknown>> {
  const params = Object.fromEntries(
    Object.entries(call.params(input) as Params)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
  let json: unknown;
  try {
    json = await postSignedSsoForm(call, params, { device, token });
  } catch (error) {
    // No SSO there (a platform without one answers its 404 page): sign-in is not offered, not down.
    if (error instanceof HTTPError && error.response.status === 404)
      throw new PlatformError('status', call.name, UNKNOWN_CALL, 404);
    throw new PlatformError('network', call.name, 'network error');
  }
  return readSsoAnswer(call.name, json);
}

/**
 * The SSO's signed form post, shared by the real SSO's calls and the designed `thirdLogin`: the form
 * with the headers SignFilter checks, through the runtime's own fetch (lib/platform/wireFetch.ts) as
 * every platform call. Answers the parsed JSON; HTTP and network failures are the caller's to read.
 */
export async function postSignedSsoForm(
  call: Pick<CallDefinition<never, z.ZodType, boolean>, 'service' | 'name' | 'method' | 'criticality'>,
  params: Record<string, string>,
  { device, token }: { device: string; token: string },
): Promise<unknown> {
  const headers = ssoSignHeaders({
    params,
    devid: device,
    random: randomBytes(8).toString('hex'),
    timestamp: String(Date.now()),
    token,
    version: API_VERSION,
  });
  return ky(callUrl(call), {
    method: call.method,
    body: new URLSearchParams(params),
    headers,
    timeout: TIMEOUT_MS[call.criticality],
    retry: 0,
    fetch: wireFetch,
  }).json();
}
