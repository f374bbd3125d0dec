import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The login page is disallowed and noindex, and every page links it with its own ?redirect=: a
// crawler would find one login address per page. Every rendered link to it says rel="nofollow"
// (docs/decisions/0089), so they are not followed.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The JSX href attributes built by loginHref, each with the line after it (where rel="nofollow" is written). */
function loginLinks(source: string): string[] {
  const lines = source.split('\n');
  return lines.flatMap((line, index) =>
    /\bhref=\{.*loginHref/.test(line) ? [`${line}\n${lines[index + 1] ?? ''}`] : [],
  );
}

const files = ['features', 'components'].flatMap((dir) => sourceFiles(join(process.cwd(), dir)));

test('the rendered links to the login page are there to be found', () => {
  expect(files.flatMap((file) => loginLinks(readFileSync(file, 'utf8'))).length).toBeGreaterThanOrEqual(8);
});

test('every rendered link to the login page says rel="nofollow"', () => {
  const missing = files.flatMap((file) =>
    loginLinks(readFileSync(file, 'utf8'))
      .filter((tag) => !/\brel="nofollow"/.test(tag))
      .map((tag) => `${file.slice(process.cwd().length + 1)}: ${tag.replace(/\s+/g, ' ')}`),
  );
  expect(missing).toEqual([]);
});
