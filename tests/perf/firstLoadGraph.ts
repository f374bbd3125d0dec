import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The JavaScript a page's first load can carry, read from the sources (no build needed): every
 * module reachable by static imports from the page's entry files that is, or is imported by, a
 * client module ('use client'). Dynamic `import()` (React.lazy, next/dynamic, on a tap) is not
 * followed: that is code loaded on demand, which is the point (docs/decisions/0070).
 * Type-only imports are skipped; an import with both types and values counts as a value import.
 */
export interface FirstLoadGraph {
  /** Repository-relative paths of our client modules. */
  modules: Set<string>;
  /** Bare specifiers (npm packages and their subpaths) the client modules import. */
  packages: Set<string>;
}

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && /\.(ts|tsx|mjs|js)$/.test(candidate)) return candidate;
  }
  return null;
}

interface Parsed {
  client: boolean;
  local: string[];
  packages: string[];
}
const parsed = new Map<string, Parsed>();

function parse(file: string): Parsed {
  const known = parsed.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const result: Parsed = { client: /^\s*['"]use client['"]/.test(source), local: [], packages: [] };
  for (const match of source.matchAll(IMPORT)) {
    if (match[1]) continue;
    const specifier = match[2]!;
    const local = resolve(file, specifier);
    if (local) result.local.push(local);
    else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) result.packages.push(specifier);
  }
  parsed.set(file, result);
  return result;
}

/** The client graph of the given entry files (repository-relative, e.g. 'app/home/page.tsx'). */
export function firstLoadGraph(entries: string[]): FirstLoadGraph {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const seen = new Set<string>();
  // Each file is visited once as server code and once as client code at most.
  const visit = (file: string, client: boolean) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const imports = parse(file);
    const inClient = client || imports.client;
    if (inClient) {
      modules.add(path.relative(ROOT, file));
      for (const name of imports.packages) packages.add(name);
    }
    for (const next of imports.local) visit(next, inClient);
  };
  for (const entry of entries) visit(path.join(ROOT, entry), false);
  return { modules, packages };
}
