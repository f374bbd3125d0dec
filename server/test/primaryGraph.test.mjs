// The primary never loads Next (docs/decisions/0087): every module server/main.mjs imports,
// followed through the whole graph, static and dynamic imports alike, names no `next` package
// (nor React, which only Next's renders need). Next runs in the render workers alone
// (server/renderWorker.mjs), which the primary starts as processes, never imports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STATIC = /(?:^|\n)\s*(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*([^)]*?)\s*\)/g;

/** Every file the module graph from `entry` reaches, and every package it names. @param {string} entry */
function graphOf(entry) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const packages = new Set();
  /** @type {string[]} */
  const computed = [];
  const visit = (/** @type {string} */ file) => {
    if (files.has(file)) return;
    files.add(file);
    // Comments name modules too (this graph's own header does): only code counts.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"])\/\/.*$/gm, '$1');
    /** @type {string[]} */
    const specifiers = [];
    for (const match of text.matchAll(STATIC)) specifiers.push(String(match[1] ?? match[2]));
    for (const match of text.matchAll(DYNAMIC)) {
      const literal = /^['"]([^'"]+)['"]$/.exec(String(match[1]));
      // `import('next')`'s type in JSDoc is no import; any other computed specifier is a hole in this test.
      if (literal) specifiers.push(String(literal[1]));
      else computed.push(`${path.relative(ROOT, file)}: import(${match[1]})`);
    }
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files: [...files].map((file) => path.relative(ROOT, file)), packages: [...packages], computed };
}

test("the primary's module graph has no Next in it", () => {
  const { files, packages, computed } = graphOf(path.join(ROOT, 'server/main.mjs'));
  // The walk itself works: it reaches the page cache and the worker pool, and sees node's packages.
  assert.ok(files.includes('server/pageCache.mjs') && files.includes('server/renderWorkers.mjs'), files.join(', '));
  assert.ok(packages.includes('node:http'));
  assert.deepEqual(computed, []);
  const rendering = packages.filter((name) => /^(next|react|react-dom|next-intl)(\/|$)/.test(name));
  assert.deepEqual(rendering, [], `the primary imports ${rendering.join(', ')}`);
  assert.ok(!files.includes('server/renderWorker.mjs'), 'the worker is started as a process, not imported');
});

test('the walk would see Next where it is: the render worker imports it', () => {
  const { packages } = graphOf(path.join(ROOT, 'server/renderWorker.mjs'));
  assert.ok(packages.includes('next'), packages.join(', '));
});
