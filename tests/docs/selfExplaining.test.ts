import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Code and docs that explain themselves. The repository holds no issue tracker, so a comment,
 * test or doc that points at a numbered issue explains nothing: it must cite docs/product.md §N,
 * a decision record (docs/decisions/NNNN) or say the reason in words. A doc that cites a file
 * must cite one that exists today, and so must a code comment; every decision record opens with
 * one header line saying when it was taken and whether it still holds.
 *
 * The scan covers every file `git ls-files` lists (and new files not yet added, unless ignored),
 * except package-lock.json and binary files.
 */

const ROOT = path.resolve(__dirname, '../..');

/** The repository's top folders: a path that starts with one is a path of ours. */
const REPO_FOLDERS = [
  'app',
  'components',
  'features',
  'lib',
  'server',
  'platform',
  'tests',
  'scripts',
  'docs',
  'deploy',
  'public',
  'messages',
  'i18n',
  'types',
  'lint',
  '.ci',
];

function gitFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))].sort();
}

const ALL_FILES = gitFiles().filter(
  (file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile(),
);

function isBinary(buffer: Buffer): boolean {
  return buffer.subarray(0, 8000).includes(0);
}

/** Every tracked text file with its content; package-lock.json is the registry's, not ours. */
const TEXT_FILES: { file: string; text: string }[] = ALL_FILES.filter((file) => file !== 'package-lock.json').flatMap(
  (file) => {
    const buffer = readFileSync(path.join(ROOT, file));
    return isBinary(buffer) ? [] : [{ file, text: buffer.toString('utf8') }];
  },
);

// ---------------------------------------------------------------------------------------------
// (a) No issue numbers.

/** The word issue (or issues) and a number: with a space, a `#`, or a hyphen (a heading's anchor). */
const ISSUE_REF = /\bissues?[ \t]*[-#]?[ \t]*\d+/gi;

/**
 * Narrow exceptions, each a text where "issue" and a number are not our tracker:
 * - a paper edition's issue of a date ("the issue 2026-11-23");
 * - inside a URL (another project's tracker: `https://github.com/owner/repo/issues/123`);
 * - another repository's issue named with it ("vercel/next.js issue #…" with its number).
 */
function isAllowed(line: string, index: number): boolean {
  const rest = line.slice(index).replace(/^issues?[ \t]*/i, '');
  if (/^\d{4}-\d{2}-\d{2}/.test(rest)) return true;
  for (const url of line.matchAll(/\bhttps?:\/\/\S+/g)) {
    const start = url.index ?? 0;
    if (index >= start && index < start + url[0].length) return true;
  }
  const owner = /(?:^|[\s(])([\w.-]+)\/[\w.-]+[ \t]+$/.exec(line.slice(0, index))?.[1];
  return owner !== undefined && !REPO_FOLDERS.includes(owner);
}

export function issueReferences(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(ISSUE_REF)) {
      if (!isAllowed(line, match.index ?? 0)) found.push({ line: i + 1, text: line.trim().slice(0, 160) });
    }
  });
  return found;
}

describe('no file cites an issue tracker the repository does not hold', () => {
  // Built from parts so that this file does not mention what it forbids.
  const issue = (rest: string) => `issue${rest}`;

  it.each([
    [`// why (${issue(' 21')} item 3)`],
    [`# Uploads (${issue(' 18')})`],
    [`planned by ${issue('s 14')}-19`],
    [`(see ${issue(' #7')})`],
    [`[uploads](#uploads-${issue('-18')})`],
    [`${issue(' 13')}, "Routes"`],
  ])('finds %s', (line) => {
    expect(issueReferences(line)).toHaveLength(1);
  });

  it.each([
    ['the paper edition: the issue of a day, no issue on Sundays'],
    [`the ${issue(' 2026-11-23')} of the paper`],
    [`next.js's own bug: https://github.com/vercel/next.js/${issue('s/12345')}`],
    [`worked around vercel/next.js ${issue(' #12345')}`],
    ['an id this server did not issue is no device'],
    ['HTTP 429 Too Many Requests; status 404 Not Found'],
  ])('lets %s pass', (line) => {
    expect(issueReferences(line)).toEqual([]);
  });

  it('holds for every tracked file', () => {
    const offenders = TEXT_FILES.flatMap(({ file, text }) =>
      issueReferences(text).map((ref) => `${file}:${ref.line}: ${ref.text}`),
    );
    expect(offenders).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// (b) Paths a doc cites exist.

const PREFIX = `(?:${REPO_FOLDERS.map((p) => p.replace('.', '\\.')).join('|')})/`;

const DOCS = TEXT_FILES.filter(({ file }) => file === 'README.md' || /^docs\/.*\.md$/.test(file));

/** The paths (or patterns) in one backticked span: each word that starts with a repository folder. */
function pathsInCode(span: string): string[] {
  return span
    .split(/[\s;()]+|,(?![^{]*\})/)
    .map((word) => word.replace(/^['"]|['".:]+$/g, ''))
    .filter((word) => new RegExp(`^${PREFIX}`).test(word));
}

/** Bare mentions in prose of a file under a repository folder, with its extension. */
const BARE_FILE = new RegExp(
  `(?<![\\w/.\`{<-])${PREFIX}[\\w./<>{}*@\\[\\]-]*\\.(?:ts|tsx|mjs|js|json|md|css|sh|sql|template|conf|yml|yaml)\\b`,
  'g',
);

interface Citation {
  doc: string;
  line: number;
  cited: string;
  /** Repository-relative path or pattern to look for. */
  target: string;
}

function citations(doc: string, text: string): Citation[] {
  const found: Citation[] = [];
  const docDir = path.posix.dirname(doc);
  let inFence = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) return;
    const add = (cited: string, target: string) => found.push({ doc, line: i + 1, cited, target });
    for (const link of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const href = link[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) continue;
      const target = decodeURIComponent(href.replace(/#.*$/, ''));
      if (target) add(href, path.posix.normalize(path.posix.join(docDir, target)));
    }
    const withoutCode = line.replace(/`[^`]*`/g, (span) => {
      for (const cited of pathsInCode(span.slice(1, -1))) add(cited, cited);
      return ' ';
    });
    const prose = withoutCode.replace(/\]\([^)]*\)/g, ' ');
    for (const bare of prose.matchAll(BARE_FILE)) add(bare[0], bare[0]);
  });
  return found;
}

/**
 * A comment's path is read from the root, or from a folder its file sits in: the reference
 * platform names its own modules from platform/, as a package does.
 */
function existsFrom(file: string, target: string): boolean {
  if (exists(target)) return true;
  const folders = path.posix.dirname(file).split('/');
  return folders.some((_, i) => exists(`${folders.slice(0, i + 1).join('/')}/${target}`));
}

/** The paths a code comment cites: backticked and bare ones, as in a doc (no markdown links). */
function commentCitations(file: string, comment: { line: number; text: string }): Citation[] {
  const found: Citation[] = [];
  comment.text.split('\n').forEach((line, i) => {
    const add = (cited: string) => found.push({ doc: file, line: comment.line + i, cited, target: cited });
    const prose = line.replace(/`[^`]*`/g, (span) => {
      for (const cited of pathsInCode(span.slice(1, -1))) add(cited);
      return ' ';
    });
    for (const bare of prose.matchAll(BARE_FILE)) add(bare[0]);
  });
  return found;
}

/** Tokens after which a slash divides; anywhere else it opens a regular expression. */
const ENDS_OPERAND = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

/**
 * The comments of a TypeScript or JavaScript file with the line each starts on, read by the
 * compiler's scanner so that `//` inside a string, a template or a regular expression is no comment.
 */
export function codeComments(text: string, jsx = false): { line: number; text: string }[] {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  const found: { line: number; text: string }[] = [];
  /** Open braces inside each template substitution under way, innermost last. */
  const templates: number[] = [];
  let braces = 0;
  let line = 1;
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.NewLineTrivia) {
      line += 1;
      continue;
    }
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      found.push({ line, text: scanner.getTokenText() });
    } else if (kind === ts.SyntaxKind.TemplateHead) {
      templates.push(braces);
      braces = 0;
    } else if (kind === ts.SyntaxKind.OpenBraceToken) {
      braces += 1;
    } else if (kind === ts.SyntaxKind.CloseBraceToken && braces === 0 && templates.length > 0) {
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateTail) braces = templates.pop() ?? 0;
    } else if (kind === ts.SyntaxKind.CloseBraceToken) {
      braces -= 1;
    } else if (
      (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) &&
      !ENDS_OPERAND.has(previous)
    ) {
      kind = scanner.reScanSlashToken();
    }
    // A comment, a string or a template can span lines: the scanner moved past them in one step.
    const token = scanner.getTokenText();
    if (kind !== ts.SyntaxKind.WhitespaceTrivia) {
      line += token.split('\n').length - 1;
      if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia)
        previous = kind;
    }
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^$()|\\]/g, '\\$&');
}

/** A cited path as a pattern over repository paths: `<slice>`, `{id}`, `NNNN`, `*` and `**` match any name. */
function patternOf(cited: string): RegExp | null {
  if (/…|\.\.\./.test(cited)) return null;
  const source = cited
    .replace(/\/+$/, '')
    .split(/(\*\*|\*|<[^>]*>|\{[^}]*\}|\[[^\]]*\]|NNNN)/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      if (part === '**') return '.*';
      return '[^/]*';
    })
    .join('');
  return new RegExp(`^${source}(?:/.*)?$`);
}

const EXISTING = new Set<string>();
for (const file of ALL_FILES) {
  const parts = file.split('/');
  for (let i = 1; i <= parts.length; i++) EXISTING.add(parts.slice(0, i).join('/'));
}

function exists(target: string): boolean {
  const clean = target.replace(/\/+$/, '').replace(/:\d+(?:-\d+)?$/, '');
  if (clean === '' || clean === '.') return true;
  if (EXISTING.has(clean)) return true;
  const pattern = patternOf(clean);
  if (!pattern) return true;
  if (!/[*<{[]|NNNN/.test(clean)) return false;
  for (const known of EXISTING) if (pattern.test(known)) return true;
  return false;
}

describe('every path a doc cites exists', () => {
  it('reads placeholders as patterns', () => {
    expect(exists('features/<slice>/calls.ts')).toBe(true);
    expect(exists('docs/decisions/NNNN-*.md')).toBe(true);
    expect(exists('features/*/server/')).toBe(true);
    expect(exists('lib/platform/api/*')).toBe(false);
    expect(exists('lib/no-such-file.ts')).toBe(false);
  });

  it('finds backticked, linked and bare paths', () => {
    const found = citations('docs/x.md', 'See `lib/a.ts` and [b](decisions/0001-b.md#top), and server/c.mjs.\n').map(
      (c) => c.target,
    );
    expect(found).toEqual(['docs/decisions/0001-b.md', 'lib/a.ts', 'server/c.mjs']);
    expect(citations('docs/x.md', 'Nested (`features/comments/{calls,map}/`).').map((c) => c.target)).toEqual([
      'features/comments/{calls,map}/',
    ]);
  });

  it('reads comments, not strings, templates or patterns that hold two slashes', () => {
    const code = [
      "const a = 'http://x/lib/no.ts'; // see `lib/one.ts`",
      'const b = `${a}//lib/not.ts ${`${a}//x`}`; /* and lib/two.ts */',
      'const c = /\\/\\/lib\\/re.ts/.test(a) ? 1 / 2 : 3; // lib/three.ts',
      '/**',
      ' * server/four.mjs',
      ' */',
    ].join('\n');
    const cited = codeComments(code)
      .flatMap((comment) => commentCitations('x.ts', comment))
      .map((c) => `${c.line}:${c.target}`);
    expect(cited).toEqual(['1:lib/one.ts', '2:lib/two.ts', '3:lib/three.ts', '5:server/four.mjs']);
  });

  it('holds for README.md and docs/**/*.md', () => {
    const missing = DOCS.flatMap(({ file, text }) =>
      citations(file, text)
        .filter((c) => !exists(c.target))
        .map((c) => `${c.doc}:${c.line}: ${c.cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds for the comments of every .ts, .tsx, .mjs and .js file', () => {
    const missing = TEXT_FILES.filter(({ file }) => /\.(?:tsx?|mjs|js)$/.test(file) && !file.endsWith('.d.ts')).flatMap(
      ({ file, text }) =>
        codeComments(text, file.endsWith('.tsx'))
          .flatMap((comment) => commentCitations(file, comment))
          .filter((c) => !existsFrom(file, c.target))
          .map((c) => `${c.doc}:${c.line}: ${c.cited}`),
    );
    expect(missing).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// (c) Decision records: one header line, and citations of records that exist.

const RECORDS = TEXT_FILES.filter(({ file }) => /^docs\/decisions\/\d{4}-.*\.md$/.test(file));
const RECORD_NUMBERS = new Set(RECORDS.map(({ file }) => path.basename(file).slice(0, 4)));

/** `Date: 2026-11-23. Status: accepted.`, `Status: superseded by 0035.`, optionally `Supersedes 0034.` */
const HEADER =
  /^Date: \d{4}-\d{2}-\d{2}\. Status: (?:accepted|superseded by (\d{4}))\.(?: Supersedes (\d{4}(?:(?:, | and )\d{4})*)\.)?$/;

describe('decision records', () => {
  it('exist', () => {
    expect(RECORDS.length).toBeGreaterThan(30);
  });

  it.each(RECORDS.map(({ file, text }) => [file, text]))(
    '%s opens with its title and one header line',
    (file, text) => {
      const lines = text.split('\n');
      expect(lines[0]).toMatch(/^# \d+\. \S/);
      expect(lines[1]).toBe('');
      expect(lines[2]).toMatch(HEADER);
      const match = HEADER.exec(lines[2] ?? '');
      const supersededBy = match?.[1];
      if (supersededBy) {
        // The record that supersedes this one says so in its own header.
        const successor = RECORDS.find(({ file: f }) => path.basename(f).startsWith(supersededBy));
        expect(successor?.text.split('\n')[2]).toMatch(new RegExp(`Supersedes .*${path.basename(file).slice(0, 4)}`));
      }
      for (const superseded of match?.[2]?.split(/, | and /) ?? []) {
        const older = RECORDS.find(({ file: f }) => path.basename(f).startsWith(superseded));
        expect(older?.text.split('\n')[2]).toContain(`Status: superseded by ${path.basename(file).slice(0, 4)}.`);
      }
    },
  );

  it('are cited only by numbers that exist', () => {
    const cited = TEXT_FILES.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/decisions\/(\d{4})(?!\d)/g)]
        .filter((m) => !RECORD_NUMBERS.has(m[1]!))
        .map((m) => `${file}: ${m[0]}`),
    );
    expect(cited).toEqual([]);
  });
});
