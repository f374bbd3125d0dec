#!/usr/bin/env node
// Writes lib/routing/routeTable.json, the route table the front server (server/pageRoutes.mjs)
// reads, from lib/routing/routeTable.ts and the slices' pure paths files (docs/decisions/0039).
// `--check` writes nothing and fails when the committed file differs. Nobody edits the JSON by
// hand; lib/routing/routeTable.test.ts fails when it is stale.
//
// The paths files are TypeScript: scripts/typescriptHooks.mjs lets Node import them ('@/' is the
// repository root, as in tsconfig; each file is transpiled alone, with no type check).
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

register('./typescriptHooks.mjs', import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {{ routeTableJson: () => string }} what lib/routing/routeTable.ts exports, as far as used here */
const { routeTableJson } = await import(new URL('../lib/routing/routeTable.ts', import.meta.url).href);
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
