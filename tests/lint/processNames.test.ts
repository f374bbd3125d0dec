import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The rule that keeps every process-wide name in lib/processWide.mjs (lint/processNames.mjs,
// docs/decisions/0076), tried on snippets linted as if they were files at the given paths, with the
// repository's own ESLint config. The refused ones are the ways the names were spelled before.

interface Snippet {
  name: string;
  filePath: string;
  code: string;
  /** Whether process/names must report it. */
  refused: boolean;
}

const SNIPPETS: Snippet[] = [
  {
    name: 'the front server saving a fetch under a symbol of its own',
    filePath: 'server/probe.mjs',
    code: "globalThis[Symbol.for('touch.nativeFetch')] = globalThis.fetch;\n",
    refused: true,
  },
  {
    name: 'a module naming a shared symbol',
    filePath: 'lib/platform/probe.ts',
    code: "export const KEY = Symbol.for('touch.platformHealth');\n",
    refused: true,
  },
  {
    name: "Symbol['for'] spelled with brackets",
    filePath: 'lib/probe.ts',
    code: "export const KEY = Symbol['for']('touch.probe');\n",
    refused: true,
  },
  {
    name: 'state reached through a variable holding globalThis, under a cast',
    filePath: 'lib/platform/probe.ts',
    code: 'const KEY = Symbol();\nconst holder = globalThis as unknown as Record<symbol, number | undefined>;\nexport const read = () => (holder[KEY] ??= 1);\n',
    refused: true,
  },
  {
    name: 'the front server reaching a registry through a JSDoc cast of globalThis',
    filePath: 'server/probe.mjs',
    code: "const REGISTRY = 'registry';\nconst scope = /** @type {any} */ (globalThis);\nscope[REGISTRY] ??= new Map();\nexport {};\n",
    refused: true,
  },
  {
    name: 'a test forgetting state by deleting a computed global property',
    filePath: 'tests/integration/probe.test.ts',
    code: "delete (globalThis as Record<string, unknown>)['touch.sharedCaches'];\n",
    refused: true,
  },
  {
    name: 'a dotted global of our own, written from plain JavaScript',
    filePath: 'server/probe.mjs',
    code: 'globalThis.touchPageCache = new Map();\nexport {};\n',
    refused: true,
  },
  {
    name: "a dotted global of our own through Node's `global`",
    filePath: 'server/probe.mjs',
    code: 'global.touchPageCache = new Map();\nexport {};\n',
    refused: true,
  },
  {
    name: 'a global defined with Object.defineProperty',
    filePath: 'lib/probe.ts',
    code: "Object.defineProperty(globalThis, 'touchProbe', { value: 1 });\nexport {};\n",
    refused: true,
  },
  {
    name: 'a global variable declared for the compiler',
    filePath: 'lib/probe.ts',
    code: 'declare global {\n  var touchProbe: Map<string, unknown> | undefined;\n}\nexport {};\n',
    refused: true,
  },
  {
    name: 'the owner module itself',
    filePath: 'lib/processWide.mjs',
    code: "const REGISTRY = Symbol.for('touch-edition.sharedCaches');\nexport const registry = () => (/** @type {any} */ (globalThis)[REGISTRY] ??= new Map());\n",
    refused: false,
  },
  {
    name: 'a test standing in for fetch and URL, globals the runtime has',
    filePath: 'lib/probe.test.ts',
    code: 'const realFetch = globalThis.fetch;\nglobalThis.fetch = realFetch;\nglobalThis.URL = class extends URL {};\n',
    refused: false,
  },
  {
    name: "a jsdom test standing in for the browser's IntersectionObserver",
    filePath: 'tests/support/probe.ts',
    code: 'class Fake {}\n(globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = Fake;\n',
    refused: false,
  },
  {
    name: "a browser page's bridge from the host app, set on window",
    filePath: 'lib/client/probe.test.ts',
    code: '(window as unknown as Record<string, unknown>).TouchHostBridge = {};\n',
    refused: false,
  },
  {
    name: 'reading a dotted global and making a local symbol',
    filePath: 'server/probe.mjs',
    code: "export const collected = typeof globalThis.gc === 'function';\nexport const mark = Symbol('local');\n",
    refused: false,
  },
  {
    name: 'a parameter that happens to be called global',
    filePath: 'lib/probe.ts',
    code: "export const pick = (global: Record<string, number>) => global['x'];\n",
    refused: false,
  },
];

interface Linted {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let linted: Linted[] = [];

beforeAll(() => {
  const root = path.resolve(__dirname, '../..');
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lintSnippets.mjs')], {
    cwd: root,
    input: JSON.stringify(SNIPPETS.map(({ filePath, code }) => ({ filePath, code }))),
    encoding: 'utf8',
  });
  linted = JSON.parse(out) as Linted[];
}, 120_000);

describe('process-wide names (eslint process/names)', () => {
  it.each(SNIPPETS.map((s, i) => [s.name, i] as const))('%s', (_name, i) => {
    const snippet = SNIPPETS[i]!;
    const result = linted[i]!;
    // A parse error would also be "no error of the rule"; the snippets must be valid code.
    expect(result.messages.filter((m) => m.ruleId === null)).toEqual([]);
    const reported = result.messages.filter((m) => m.ruleId === 'process/names');
    expect(reported.length > 0).toBe(snippet.refused);
    for (const message of reported) expect(message.message).toContain('lib/processWide.mjs');
  });
});
