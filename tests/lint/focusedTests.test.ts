import { execFileSync } from 'node:child_process';
import path from 'node:path';

// A focused test (.only) committed by mistake runs alone, and the suite goes green without the rest.
// ESLint refuses one in any test file (eslint.config.mjs, no-restricted-syntax), tried here on
// snippets with the repository's own config; Playwright's forbidOnly refuses one at run time too.

const SNIPPETS = [
  { code: "describe.only('a', () => undefined);\n", refused: true },
  { code: "it.only('a', () => undefined);\n", refused: true },
  { code: "test.only('a', () => undefined);\n", refused: true },
  { code: "test.describe.only('a', () => undefined);\n", refused: true },
  { code: "describe('a', () => { it('b', () => undefined); });\n", refused: false },
  { code: 'const only = { only: (x: number) => x };\nexport const y = only.only(1);\n', refused: false },
];

interface Linted {
  messages: { ruleId: string | null; message: string }[];
}

let linted: Linted[] = [];

beforeAll(() => {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lintSnippets.mjs')], {
    cwd: path.join(__dirname, '../..'),
    input: JSON.stringify(SNIPPETS.map(({ code }, i) => ({ filePath: `tests/e2e/probe${i}.spec.ts`, code }))),
    encoding: 'utf8',
  });
  linted = JSON.parse(out) as Linted[];
}, 120_000);

it.each(SNIPPETS.map((snippet, i) => [snippet.code.trim(), i] as const))('%s', (_code, i) => {
  const focused = linted[i]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && /focused/.test(m.message));
  expect(focused.length > 0).toBe(SNIPPETS[i]!.refused);
});
