import { expect } from '@jest/globals';
import { ANSWER_SCHEMAS } from '@/lib/platform/schemas/registry';
import type { RunningPlatform } from './platformProcess';

export interface PlatformAnswer {
  status: number;
  data: unknown;
}

/**
 * Raw access to a running platform for contract tests: calls carry an anonymous token
 * (the site config has tokenEnable, SPEC section 4), answers are checked against the
 * client's schema for the call.
 */
export async function contractClient(platform: RunningPlatform) {
  const issued = (await (await fetch(`${platform.url}/app_if/getAnonymousToken?appID=1&siteId=1&device=contract-test`)).json()) as {
    data?: { token?: string };
  };
  const token = issued.data?.token ?? '';

  async function answer(call: string, query: Record<string, string | number> = {}): Promise<PlatformAnswer> {
    const search = new URLSearchParams(Object.entries({ appID: 1, siteId: 1, ...query }).map(([k, v]) => [k, String(v)]));
    const response = await fetch(`${platform.url}/app_if/${call}?${search}`, { headers: token ? { token } : {} });
    return (await response.json()) as PlatformAnswer;
  }

  function expectFits(call: string, data: unknown): void {
    const schema = ANSWER_SCHEMAS[call];
    if (!schema) throw new Error(`no client schema for ${call}`);
    const parsed = schema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  }

  return { answer, expectFits, token };
}
