import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * README's "Environment" table names every variable the code reads, and nothing it does not
 * (docs/decisions/0077): an operator reads settings there, not in the source. "The code" is what
 * runs on a server: lib/, server/, scripts/, platform/, features/, app/, i18n/, proxy.ts and
 * next.config.ts, tests left out. A variable is read where the code says process.env.NAME,
 * process.env['NAME'], env.NAME (an environment handed over), a 'NAME' literal in a module that
 * reads env[name], ${NAME:-default} in a shell script, or the CSP's host list names it.
 */

const ROOT = path.resolve(__dirname, '../..');
const CODE = /^(lib|server|scripts|platform|features|app|i18n)\/|^proxy\.ts$|^next\.config\.ts$/;
const TESTS = /(^|\/)(tests?|fixture)\/|\.test\.[a-z]+$|\.spec\.[a-z]+$/;
const SOURCE = /\.(ts|tsx|mjs|js|sh)$/;

/** Names that look like settings but are not an operator's, each with why. */
const NOT_SETTINGS: Record<string, string> = {
  TOUCH_RELAY_SECRET: 'server/main.mjs makes a fresh one every start for its own relay',
  BUILD_ID: 'a file name in .next (scripts/start/build.mjs), not a variable',
  NODE_ENV: 'set by Next itself: production under npm start and server/main.mjs',
};

function files(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(ROOT, file)));
}

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

/** The variables one file reads. */
function readsOf(file: string, text: string): string[] {
  const found = new Set<string>();
  const collect = (pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) found.add(match[1]!);
  };
  if (file.endsWith('.sh')) {
    collect(new RegExp(`\\$\\{(${NAME}):?-`, 'g'));
  } else {
    collect(new RegExp(`process\\.env\\.(${NAME})\\b`, 'g'));
    collect(new RegExp(`process\\.env\\[\\s*['"](${NAME})['"]\\s*\\]`, 'g'));
    collect(new RegExp(`\\benv\\.(${NAME})\\b`, 'g'));
    // A module whose helper reads env[name]: the names it hands that helper.
    if (/\benv\[/.test(text)) collect(/['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g);
  }
  return [...found];
}

function variablesTheCodeReads(): Map<string, string[]> {
  const where = new Map<string, string[]>();
  const add = (name: string, file: string) => where.set(name, [...(where.get(name) ?? []), file]);
  for (const file of files().filter((f) => CODE.test(f) && SOURCE.test(f) && !TESTS.test(f))) {
    for (const name of readsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))) add(name, file);
  }
  const csp = JSON.parse(readFileSync(path.join(ROOT, 'lib/http/cspDirectives.json'), 'utf8')) as {
    hosts: Record<string, string[]>;
  };
  for (const name of [...csp.hosts.media!, ...csp.hosts.analytics!]) add(name, 'lib/http/cspDirectives.json');
  for (const name of Object.keys(NOT_SETTINGS)) where.delete(name);
  return where;
}

/** The names in the first column of README's "Environment" table. */
function variablesInReadme(): Set<string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('\n## Environment'),
    readme.indexOf('\n## ', readme.indexOf('\n## Environment') + 1),
  );
  const names = new Set<string>();
  for (const line of section.split('\n').filter((l) => l.startsWith('| `'))) {
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(new RegExp(`\`(${NAME})\``, 'g'))) names.add(match[1]!);
  }
  return names;
}

describe("README's Environment table and the variables the code reads", () => {
  const read = variablesTheCodeReads();
  const documented = variablesInReadme();

  it('finds what it looks for (the scan itself works)', () => {
    expect(read.get('SITE_ORIGIN')).toEqual(expect.arrayContaining(['server/main.mjs']));
    expect(read.get('FRONT_MAX_ACTIVE')).toEqual(['server/admission.mjs']);
    expect(read.get('DEPLOY_HTTPS_PORT')).toEqual(['scripts/deploy-local.sh']);
    expect(read.get('CSP_MEDIA_HOSTS')).toEqual(['lib/http/cspDirectives.json']);
    expect(documented.has('PORT')).toBe(true);
  });

  it('names every variable the code reads', () => {
    const missing = [...read]
      .filter(([name]) => !documented.has(name))
      .map(([name, where]) => `${name} (read in ${where.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('names none that nothing reads any more', () => {
    // The e2e and perf tools read theirs under tests/ and in playwright.config.ts.
    const toolFiles = files().filter((f) => (/^tests\//.test(f) || f === 'playwright.config.ts') && SOURCE.test(f));
    const toolReads = new Set(toolFiles.flatMap((file) => readsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))));
    const stale = [...documented].filter((name) => !read.has(name) && !toolReads.has(name));
    expect(stale).toEqual([]);
  });
});
