import { afterAll, beforeAll, expect } from '@jest/globals';
import { definitionOf } from '@/lib/platform/calls';
import { readAnswer } from '@/lib/platform/dialect/read';
import { PlatformError } from '@/lib/platform/errors';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';

/** What the client sends as `curVersions` (lib/platform/env.ts): with it the 2020 platform answers in its envelope. */
const INTERFACE_VERSION = '1';

export interface PlatformAnswer {
  status: number;
  data: unknown;
}

/**
 * Raw access to a running platform for contract tests: calls carry an anonymous token
 * (the site config has tokenEnable, docs/product.md §4), answers are checked against the
 * answer schema of the call's definition.
 */
export async function contractClient(platform: RunningPlatform) {
  const issued = (await (
    await fetch(`${platform.url}/app_if/getAnonymousToken?appID=1&siteId=1&device=contract-test`)
  ).json()) as {
    data?: { token?: string };
  };
  const token = issued.data?.token ?? '';

  /**
   * The call's answer as the client reads it: asked with the interface version the client sends
   * (`curVersions`), its body through the dialect layer (lib/platform/dialect/read.ts), which makes a
   * real dialect's form the designed one. `status` 0 with the data; what the client reads as an
   * error or as "not there" is the answer's negative status (-1 when it has none), data null.
   */
  async function answer(call: string, query: Record<string, string | number> = {}): Promise<PlatformAnswer> {
    const search = new URLSearchParams(
      Object.entries({ appID: 1, siteId: 1, curVersions: INTERFACE_VERSION, ...query }).map(([k, v]) => [k, String(v)]),
    );
    const response = await fetch(`${platform.url}/app_if/${call}?${search}`, { headers: token ? { token } : {} });
    const body = await response.text();
    try {
      return { status: 0, data: readAnswer(definitionOf('app_if', call) ?? { name: call, service: 'app' }, body) };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return { status: error.status ?? -1, data: null };
    }
  }

  /** `data` fits the answer schema of the call's one definition (lib/platform/<area>/calls.ts); no definition fails. */
  function expectFits(call: string, data: unknown, service = 'app_if'): void {
    const definition = definitionOf(service, call);
    if (!definition) throw new Error(`no definition of ${service}/${call} (lib/platform/<area>/calls.ts)`);
    const parsed = definition.answer.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  }

  return { answer, expectFits, token };
}

type ContractClient = Awaited<ReturnType<typeof contractClient>>;

/**
 * A contract test file's platform: started before its tests, stopped after them. `answer` and
 * `expectFits` are the contract client's, usable in the tests once it runs; `url()` is its address.
 * `env`: other PLATFORM_* settings (PLATFORM_DIALECT: designed for the later generation's calls).
 */
export function contractPlatform({ env }: { env?: Record<string, string> } = {}) {
  let platform: RunningPlatform | undefined;
  let client: ContractClient | undefined;
  beforeAll(async () => {
    platform = await launchPlatform({ seedArticles: 200, env });
    client = await contractClient(platform);
  });
  afterAll(async () => {
    await platform?.stop();
  });
  const running = () => {
    if (!client || !platform) throw new Error('the contract platform is not running yet (use it inside a test)');
    return { client, platform };
  };
  return {
    answer: (...args: Parameters<ContractClient['answer']>) => running().client.answer(...args),
    expectFits: (...args: Parameters<ContractClient['expectFits']>) => running().client.expectFits(...args),
    url: () => running().platform.url,
  };
}
