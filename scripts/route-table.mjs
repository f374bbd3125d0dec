#!/usr/bin/env node
// Writes lib/routing/routeTable.json, the route table the front server (server/pageRoutes.mjs)
// reads, from lib/routing/routeTable.ts and the slices' pure paths files (docs/decisions/0039).
// `--check` writes nothing and fails when the committed file differs. Nobody edits the JSON by
// hand; lib/routing/routeTable.test.ts fails when it is stale.
//
// The paths files are TypeScript: each is transpiled alone with the installed `typescript`
// (transpileModule, no type check) and run as CommonJS; '@/' is the repository root, as in tsconfig.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require('typescript');
/**
 * @typedef {(request: string, parent: { filename: string }, ...rest: unknown[]) => string} ResolveFilename
 * @typedef {{ _compile(code: string, filename: string): void }} CompiledModule
 */
/** Node's CommonJS loader, with the resolver it keeps out of its public types (patched below). */
const Module = /** @type {{ _resolveFilename: ResolveFilename }} */ (require('node:module'));

const resolveFilename = Module._resolveFilename;
/** @type {ResolveFilename} */
Module._resolveFilename = function resolve(request, parent, ...rest) {
  const mapped = request.startsWith('@/') ? path.join(root, request.slice(2)) : request;
  if (mapped.startsWith('.') || path.isAbsolute(mapped)) {
    const base = path.isAbsolute(mapped) ? mapped : path.resolve(path.dirname(parent.filename), mapped);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      try {
        if (readFileSync(candidate) && !candidate.endsWith('/')) return candidate;
      } catch {
        // try the next
      }
    }
  }
  return resolveFilename.call(this, mapped, parent, ...rest);
};
require.extensions['.ts'] = (/** @type {NodeJS.Module} */ module, /** @type {string} */ filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    fileName: filename,
  });
  // _compile is the loader's own (not in Node's public types): it runs the code as this module.
  /** @type {CompiledModule} */ (/** @type {unknown} */ (module))._compile(outputText, filename);
};

/** @type {{ routeTableJson: () => string }} what lib/routing/routeTable.ts exports, as far as used here */
const { routeTableJson } = require(path.join(root, 'lib/routing/routeTable.ts'));
const target = path.join(root, 'lib/routing/routeTable.json');
const text = routeTableJson();
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // not written yet
}
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error('lib/routing/routeTable.json is stale: run node scripts/route-table.mjs');
    process.exit(1);
  }
} else if (current !== text) {
  writeFileSync(target, text);
  console.log('wrote lib/routing/routeTable.json');
}
