import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Which message namespaces each client island uses, and whether every place that renders one
 * gives it those namespaces (components/i18n/ClientMessages.tsx, docs/decisions/0013).
 *
 * Read from the source, as a bundler would follow it:
 * - an island is a module that starts with 'use client'; it uses the namespaces of the
 *   `useTranslations('…')` calls in it and in every module it imports (they run in the browser too);
 * - a server module provides the namespaces of its `<ClientMessages namespaces={[…]}>` (or
 *   `<RootClientMessages …>`); what it renders and does not provide is left to the modules that
 *   render it, up to a route entry (page, layout, error …), whose layouts may provide the rest.
 * Wrappers are matched per file, not per JSX subtree: wrap islands where they are rendered.
 */

/** Repository-relative paths (with `/`) to source text. */
export type SourceFiles = Map<string, string>;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const ENTRY = /^app\/(?:.*\/)?(?:page|layout|error|not-found|loading|template|default|global-error)\.tsx$/;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function isClientModule(source: string): boolean {
  return /^['"]use client['"]/.test(withoutComments(source).trimStart());
}

function resolve(files: SourceFiles, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return null;
}

/** The modules a module loads at run time (type-only imports excluded). */
export function importsOf(files: SourceFiles, file: string): string[] {
  const source = withoutComments(files.get(file) ?? '');
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'";]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ];
  return [...new Set(specifiers.map((s) => resolve(files, file, s)).filter((r): r is string => r !== null))];
}

interface ModuleFacts {
  /** Namespaces of its own useTranslations calls. */
  uses: string[];
  /** Namespaces its <ClientMessages> wrappers give. */
  provides: string[];
  /** What cannot be read from the source (a computed namespace, all messages at once). */
  problems: string[];
}

function factsOf(file: string, source: string): ModuleFacts {
  const code = withoutComments(source);
  const uses: string[] = [];
  const problems: string[] = [];
  for (const call of code.matchAll(/\buseTranslations\(([^)]*)\)/g)) {
    const literal = /^\s*['"]([\w.]+)['"]\s*$/.exec(call[1]!);
    if (literal) uses.push(literal[1]!);
    else problems.push(`${file}: useTranslations(${call[1]}) needs a literal namespace`);
  }
  if (/\buseMessages\(/.test(code) && !file.startsWith('components/i18n/'))
    problems.push(`${file}: useMessages() sends every message`);
  const provides: string[] = [];
  for (const wrapper of code.matchAll(/<(?:Root)?ClientMessages\b[^>]*?\bnamespaces=\{([^}]*)\}/g)) {
    const list = /^\s*\[([^\]]*)\]\s*$/.exec(wrapper[1]!);
    if (!list) problems.push(`${file}: <ClientMessages namespaces> must be a literal array`);
    else provides.push(...[...list[1]!.matchAll(/['"]([\w.]+)['"]/g)].map((m) => m[1]!));
  }
  return { uses, provides, problems };
}

const covers = (given: string, needed: string) => needed === given || needed.startsWith(`${given}.`);
const uncovered = (needed: Iterable<string>, given: string[]) =>
  [...needed].filter((n) => !given.some((g) => covers(g, n)));

/** The layouts above an entry, nearest first (a layout's own directory's is not its own parent). */
function layoutsAbove(files: SourceFiles, entry: string): string[] {
  const layouts: string[] = [];
  let dir = path.posix.dirname(entry);
  const own = entry.endsWith('/layout.tsx') ? entry : null;
  while (dir === 'app' || dir.startsWith('app/')) {
    const layout = `${dir}/layout.tsx`;
    if (files.has(layout) && layout !== own) layouts.push(layout);
    dir = path.posix.dirname(dir);
  }
  return layouts;
}

export interface IslandReport {
  /** Each island and the namespaces it uses, itself and through its imports. */
  islands: Map<string, string[]>;
  /** One line per place that renders an island without the namespaces it uses. */
  findings: string[];
}

export function checkIslandNamespaces(files: SourceFiles): IslandReport {
  const facts = new Map([...files].map(([file, source]) => [file, factsOf(file, source)]));
  const client = new Set([...files].filter(([, source]) => isClientModule(source)).map(([file]) => file));
  const imports = new Map([...files.keys()].map((file) => [file, importsOf(files, file)]));
  const findings = [...facts.values()].flatMap((f) => f.problems);

  // An island needs what it and everything it loads use.
  const islands = new Map<string, string[]>();
  for (const island of client) {
    const needed = new Set<string>();
    const seen = new Set<string>();
    const stack = [island];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      facts.get(file)!.uses.forEach((n) => needed.add(n));
      stack.push(...imports.get(file)!);
    }
    islands.set(island, [...needed].sort());
  }

  // What a server module leaves to the modules that render it.
  const left = new Map<string, Set<string>>();
  const leftBy = (file: string, trail: Set<string>): Set<string> => {
    const known = left.get(file);
    if (known) return known;
    if (trail.has(file)) return new Set();
    trail.add(file);
    const needed = new Set<string>();
    for (const dependency of imports.get(file)!) {
      const from = client.has(dependency) ? islands.get(dependency)! : leftBy(dependency, trail);
      from.forEach((n) => needed.add(n));
    }
    const result = new Set(uncovered(needed, facts.get(file)!.provides));
    left.set(file, result);
    return result;
  };

  // Route entries are rendered by Next.js inside their layouts, whose wrappers count for them.
  for (const file of files.keys()) {
    if (!ENTRY.test(file)) continue;
    const needed = client.has(file) ? islands.get(file)! : [...leftBy(file, new Set())];
    const given = layoutsAbove(files, file).flatMap((layout) => facts.get(layout)!.provides);
    const missing = uncovered(needed, given);
    if (missing.length > 0) findings.push(`${file} renders islands without ClientMessages for: ${missing.join(', ')}`);
  }
  return { islands, findings: findings.sort() };
}

/** The app's sources as the check reads them (tests and type declarations left out). */
export function readSources(root: string, dirs = ['app', 'components', 'features', 'lib']): SourceFiles {
  const files: SourceFiles = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
        files.set(relative, readFileSync(path.join(root, relative), 'utf8'));
    }
  };
  dirs.forEach(walk);
  return files;
}
