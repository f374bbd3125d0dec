/**
 * Fuzz of every API body and query (docs/reliability.md): every handler under app/api, every method it
 * exports, a few hundred random and malformed inputs in all, in four settings: the platform
 * unreachable (calls refused at once) or answering every call with data of the shape its
 * definition accepts (tests/support/fakePlatform.ts, so success and mapping paths run too), each
 * with random, broken or absent cookies and with a sealed member session (so the handlers that
 * answer 401 to a stranger read their input too). Whatever comes in, the answer is a 2xx/3xx, a
 * 4xx, or a 502/503 about the platform, in the one error shape, never a 500 and never a stack
 * trace. FUZZ_SEED replays a run.
 */
import { inspect } from 'node:util';
import path from 'node:path';
import { NextRequest } from 'next/server';
import type { z } from 'zod';
import { SEED, randomSource, randomJson, plausibleBody, pick, HOSTILE_TEXT } from './random';
import { installFakePlatform } from '../support/fakePlatform';
import { API_DIR, routeFiles } from '../support/apiRoutes';
import { sampleOf } from '../support/zodSample';

// A platform address nothing listens on (the discard port), set before any handler loads; the
// fake on lib/platform/wireFetch.ts answers (or refuses) in its place.
process.env.XY_API_BASE_URL = 'http://127.0.0.1:9';
process.env.SESSION_SECRET = 'a-fuzz-secret-that-is-long-enough-for-iron-session';
process.env.SITE_ORIGIN = 'http://touch.test';
const platform = installFakePlatform();

const ORIGIN = 'http://touch.test';
const INPUTS_PER_HANDLER = Number(process.env.FUZZ_INPUTS ?? 24);

const STACK = /\bat [^\s]+ \(|node_modules|\.tsx?:\d+|Error: /;

/** A cookie value as a browser would send it: lone surrogates cannot be encoded, so they become U+FFFD. */
function cookieValue(text: string): string {
  return encodeURIComponent(text.toWellFormed());
}

type Session = 'random' | 'member';

async function cookies(random: () => number, session: Session): Promise<string> {
  const { signedDevice } = await import('@/lib/session/device');
  const { deviceCookie, sealMember, sessionCookie, testMember } = await import('../support/session');
  if (session === 'member') {
    // A member signed in on a device this server issued; now and then the device cookie is missing or foreign.
    const device =
      random() < 0.85 ? deviceCookie() : pick(random, ['', `touch_device=${cookieValue(pick(random, HOSTILE_TEXT))}`]);
    return [device, sessionCookie(await sealMember(testMember()))].filter(Boolean).join('; ');
  }
  const device = pick(random, [
    signedDevice('0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a'),
    '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a',
    pick(random, HOSTILE_TEXT),
    '',
  ]);
  const sealed = pick(random, ['', 'Fe26.2**garbage', pick(random, HOSTILE_TEXT)]);
  return [device ? `touch_device=${cookieValue(device)}` : '', sealed ? `touch_session=${cookieValue(sealed)}` : '']
    .filter(Boolean)
    .join('; ');
}

/** An input the handler's own schema accepts, now and then with one field made hostile: it reaches the handler's work. */
function validInput(random: () => number, schema: z.ZodType | undefined): Record<string, unknown> | null {
  const sample = schema ? sampleOf(schema) : undefined;
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return null;
  const input = { ...(sample as Record<string, unknown>) };
  const keys = Object.keys(input);
  if (keys.length > 0 && random() < 0.3)
    input[pick(random, keys)] = random() < 0.5 ? pick(random, HOSTILE_TEXT) : randomJson(random, 1);
  return input;
}

function query(random: () => number, schema: z.ZodType | undefined): string {
  const params = new URLSearchParams();
  const valid = random() < 0.35 ? validInput(random, schema) : null;
  const body =
    valid ??
    (random() < 0.5 ? plausibleBody(random) : { [pick(random, ['x', 'page', 'columnId'])]: randomJson(random, 0) });
  for (const [key, value] of Object.entries(body))
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return params.toString();
}

function body(random: () => number, schema: z.ZodType | undefined): { text: string; type: string | null } {
  const valid = random() < 0.35 ? validInput(random, schema) : null;
  if (valid) return { text: JSON.stringify(valid), type: 'application/json' };
  const choice = random();
  if (choice < 0.45) return { text: JSON.stringify(plausibleBody(random)), type: 'application/json' };
  if (choice < 0.7) return { text: JSON.stringify(randomJson(random)), type: 'application/json' };
  if (choice < 0.8)
    return {
      text: pick(random, ['{', '{"a":', 'null', '"', '[1,2', '\u0000', 'x'.repeat(200_000)]),
      type: 'application/json',
    };
  if (choice < 0.9)
    return {
      text: new URLSearchParams({ articleId: pick(random, HOSTILE_TEXT), everywhere: '1' }).toString(),
      type: 'application/x-www-form-urlencoded',
    };
  return {
    text: pick(random, HOSTILE_TEXT),
    type: pick(random, [null, 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16']),
  };
}

const files = routeFiles(API_DIR);

const SETTINGS = [
  { platform: 'refuse', session: 'random' },
  { platform: 'refuse', session: 'member' },
  { platform: 'answer', session: 'member' },
  { platform: 'answer', session: 'random' },
] as const;

/** Answers by setting: the success and refusal paths each setting reached, for the checks after the runs. */
const statuses = new Map<string, number[]>();

describe.each(SETTINGS)(
  `every API handler, random and malformed input (seed ${SEED}), platform: $platform, session: $session`,
  ({ platform: mode, session }) => {
    let errors: jest.SpyInstance;
    let warnings: jest.SpyInstance;
    const setting = `${mode}/${session}`;
    beforeAll(() => {
      platform.mode = mode;
      statuses.set(setting, []);
      // Logged, not shown: FUZZ_VERBOSE=1 shows what a handler logged (the cause of a 500).
      errors = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        if (process.env.FUZZ_VERBOSE) process.stderr.write(`${args.map((a) => inspect(a)).join(' ')}\n`);
      });
      warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterAll(() => {
      errors.mockRestore();
      warnings.mockRestore();
    });

    it('finds the handlers', () => {
      expect(files.length).toBeGreaterThan(10);
    });

    it.each(files.map((file) => [path.relative(API_DIR, path.dirname(file))]))(
      '%s: never a 500, never a stack trace',
      async (name) => {
        const handlers = (await import(path.join(API_DIR, name, 'route.ts'))) as Record<string, unknown>;
        const random = randomSource(
          SEED +
            name.length * 7919 +
            name.charCodeAt(0) +
            SETTINGS.findIndex((s) => s.platform === mode && s.session === session) * 104_729,
        );
        const methods = ['GET', 'POST'].filter((method) => typeof handlers[method] === 'function');
        expect(methods.length).toBeGreaterThan(0);
        for (const method of methods) {
          const handle = handlers[method] as ((request: NextRequest) => Promise<Response>) & {
            definition?: { input?: z.ZodType };
          };
          const schema = handle.definition?.input;
          for (let i = 0; i < INPUTS_PER_HANDLER; i += 1) {
            const headers = new Headers({ host: 'touch.test', cookie: await cookies(random, session) });
            if (random() < 0.85) headers.set('origin', random() < 0.9 ? ORIGIN : 'https://evil.example');
            const sent = method === 'POST' ? body(random, schema) : null;
            if (sent?.type) headers.set('content-type', sent.type);
            const url = `${ORIGIN}/wap/touch/api/${name}${method === 'GET' ? `?${query(random, schema)}` : ''}`;
            const response = await handle(new NextRequest(url, { method, headers, body: sent?.text }));
            const text = await response.text();
            statuses.get(setting)!.push(response.status);
            const what = `${method} ${name} #${i} (${setting}, seed ${SEED}): ${response.status} ${text.slice(0, 200)}`;
            expect([response.status, what]).not.toEqual([500, what]);
            expect(response.status < 600 && response.status >= 200).toBe(true);
            expect(STACK.test(text) ? what : 'clean').toBe('clean');
            if (response.status >= 400 && (response.headers.get('content-type') ?? '').startsWith('application/json')) {
              expect(JSON.parse(text)).toEqual({
                error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
              });
            }
          }
        }
      },
      60_000,
    );
  },
);

describe('what the settings reached', () => {
  it('the member session got past the sign-in check, and the answering platform let handlers succeed', () => {
    const count = (setting: string, match: (status: number) => boolean) =>
      (statuses.get(setting) ?? []).filter(match).length;
    // Signed in: far fewer 401s than for strangers (some remain: a foreign device cookie, a handler's own checks).
    expect(count('refuse/member', (status) => status === 401)).toBeLessThan(
      count('refuse/random', (status) => status === 401) / 2,
    );
    expect(count('answer/member', (status) => status >= 200 && status < 400)).toBeGreaterThan(
      count('refuse/member', (status) => status >= 200 && status < 400),
    );
    expect(count('answer/member', (status) => status === 503)).toBeLessThan(
      count('refuse/member', (status) => status === 503),
    );
  });

  it('the fake platform answered every call in the shape its definition accepts', () => {
    expect(platform.misfits).toEqual([]);
  });
});
