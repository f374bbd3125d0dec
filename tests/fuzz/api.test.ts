/**
 * Fuzz of every API body and query (docs/reliability.md): every handler under app/api, every method it
 * exports, a few hundred random and malformed inputs in all. Whatever comes in, the answer is a
 * 4xx, or a 502/503 about the platform (none runs here: calls are refused at once), in the one
 * error shape, never a 500 and never a stack trace. FUZZ_SEED replays a run.
 */
import { readdirSync } from 'node:fs';
import { inspect } from 'node:util';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { SEED, randomSource, randomJson, plausibleBody, pick, HOSTILE_TEXT } from './random';

// A platform that refuses connections at once (the discard port), set before any handler loads.
process.env.XY_API_BASE_URL = 'http://127.0.0.1:9';
process.env.SESSION_SECRET = 'a-fuzz-secret-that-is-long-enough-for-iron-session';
process.env.SITE_ORIGIN = 'http://touch.test';

const ORIGIN = 'http://touch.test';
const API_DIR = path.join(process.cwd(), 'app/api');
const INPUTS_PER_HANDLER = Number(process.env.FUZZ_INPUTS ?? 24);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const STACK = /\bat [^\s]+ \(|node_modules|\.tsx?:\d+|Error: /;

/** A cookie value as a browser would send it: lone surrogates cannot be encoded, so they become U+FFFD. */
function cookieValue(text: string): string {
  return encodeURIComponent(text.toWellFormed());
}

async function cookies(random: () => number): Promise<string> {
  const { signedDevice } = await import('@/lib/session/device');
  const device = pick(random, [signedDevice('0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a'), '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a', pick(random, HOSTILE_TEXT), '']);
  const session = pick(random, ['', 'Fe26.2**garbage', pick(random, HOSTILE_TEXT)]);
  return [device ? `touch_device=${cookieValue(device)}` : '', session ? `touch_session=${cookieValue(session)}` : ''].filter(Boolean).join('; ');
}

function query(random: () => number): string {
  const params = new URLSearchParams();
  const body = random() < 0.5 ? plausibleBody(random) : { [pick(random, ['x', 'page', 'columnId'])]: randomJson(random, 0) };
  for (const [key, value] of Object.entries(body)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return params.toString();
}

function body(random: () => number): { text: string; type: string | null } {
  const choice = random();
  if (choice < 0.45) return { text: JSON.stringify(plausibleBody(random)), type: 'application/json' };
  if (choice < 0.7) return { text: JSON.stringify(randomJson(random)), type: 'application/json' };
  if (choice < 0.8) return { text: pick(random, ['{', '{"a":', 'null', '"', '[1,2', '\u0000', 'x'.repeat(200_000)]), type: 'application/json' };
  if (choice < 0.9) return { text: new URLSearchParams({ articleId: pick(random, HOSTILE_TEXT), everywhere: '1' }).toString(), type: 'application/x-www-form-urlencoded' };
  return { text: pick(random, HOSTILE_TEXT), type: pick(random, [null, 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16']) };
}

const files = routeFiles(API_DIR);

describe(`every API handler, random and malformed input (seed ${SEED})`, () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeAll(() => {
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

  it.each(files.map((file) => [path.relative(API_DIR, path.dirname(file))]))('%s: never a 500, never a stack trace', async (name) => {
    const handlers = (await import(path.join(API_DIR, name, 'route.ts'))) as Record<string, unknown>;
    const random = randomSource(SEED + name.length * 7919 + name.charCodeAt(0));
    const methods = ['GET', 'POST'].filter((method) => typeof handlers[method] === 'function');
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const handle = handlers[method] as (request: NextRequest) => Promise<Response>;
      for (let i = 0; i < INPUTS_PER_HANDLER; i += 1) {
        const headers = new Headers({ host: 'touch.test', cookie: await cookies(random) });
        if (random() < 0.85) headers.set('origin', random() < 0.9 ? ORIGIN : 'https://evil.example');
        const sent = method === 'POST' ? body(random) : null;
        if (sent?.type) headers.set('content-type', sent.type);
        const url = `${ORIGIN}/wap/touch/api/${name}${method === 'GET' ? `?${query(random)}` : ''}`;
        const response = await handle(new NextRequest(url, { method, headers, body: sent?.text }));
        const text = await response.text();
        const what = `${method} ${name} #${i} (seed ${SEED}): ${response.status} ${text.slice(0, 200)}`;
        expect([response.status, what]).not.toEqual([500, what]);
        expect(response.status < 600 && response.status >= 200).toBe(true);
        expect(STACK.test(text) ? what : 'clean').toBe('clean');
        if (response.status >= 400 && (response.headers.get('content-type') ?? '').startsWith('application/json')) {
          expect(JSON.parse(text)).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
        }
      }
    }
  }, 60_000);
});
