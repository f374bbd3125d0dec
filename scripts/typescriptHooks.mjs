// Module hooks (node:module register) with which plain Node runs the app's pure TypeScript modules,
// for scripts/route-table.mjs: '@/…' is the repository root, as in tsconfig.json; a path without an
// extension, imported from a .ts module, is its .ts file (or its folder's index.ts); a .ts file is
// transpiled alone with the installed `typescript` (transpileModule: no type check) and run as an
// ES module. Node's documented loader hooks, as server/test/support/withNextStandIn.mjs uses them.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = new URL('../', import.meta.url);

/** @param {URL} url */
const isFile = (url) => statSync(url, { throwIfNoEntry: false })?.isFile() === true;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL?.endsWith('.ts') === true;
  const local = specifier.startsWith('@/')
    ? new URL(specifier.slice(2), ROOT)
    : fromTypeScript && specifier.startsWith('.') && context.parentURL
      ? new URL(specifier, context.parentURL)
      : null;
  if (local) {
    for (const candidate of [
      local,
      new URL(`${local.href}.ts`),
      new URL(`${local.href}.tsx`),
      new URL(`${local.href}/index.ts`),
    ]) {
      if (isFile(candidate)) return { url: candidate.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const { outputText } = ts.transpileModule(await readFile(new URL(url), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
