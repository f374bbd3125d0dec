import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The W3C Nu HTML checker (the vnu-jar package) on Debian's Java runtime: one JVM for all pages.

const VNU_JAR = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
const JAVA_PACKAGE = 'default-jre-headless';

export interface NuMessage {
  /** The page's name as given to checkHtml. */
  page: string;
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

/** `java`, installed from Debian's packages when missing (as .ci/run does) if we may, else a clear refusal. */
function javaCommand(): string {
  if (spawnSync('java', ['-version']).status === 0) return 'java';
  if (process.getuid?.() !== 0)
    throw new Error(`java is missing: apt-get install -y ${JAVA_PACKAGE} (as root), then run again`);
  console.log(`installing ${JAVA_PACKAGE} from Debian’s packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', JAVA_PACKAGE], { stdio: 'inherit', env });
  if (install.status !== 0 || spawnSync('java', ['-version']).status !== 0)
    throw new Error(`could not install ${JAVA_PACKAGE}`);
  return 'java';
}

/**
 * The errors the Nu checker finds in these documents (name → HTML), warnings left out. One run of
 * the checker for all of them: the JVM's start is most of the cost.
 */
export function nuErrors(pages: ReadonlyMap<string, string>): NuMessage[] {
  const java = javaCommand();
  const dir = mkdtempSync(join(tmpdir(), 'nu-check-'));
  try {
    const files = new Map<string, string>();
    let n = 0;
    for (const [page, html] of pages) {
      const file = join(dir, `${String(n++).padStart(3, '0')}-${page.replace(/[^\w.-]+/g, '_').slice(0, 80)}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, page);
    }
    const run = spawnSync(
      java,
      [
        '-Xss4m',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        ...[...files.keys()].map((url) => url.slice('file:'.length)),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // The report is JSON on stderr; exit status 1 means "errors found", anything else a failure to run.
    let report: {
      messages: {
        type: string;
        url?: string;
        lastLine?: number;
        firstColumn?: number;
        message: string;
        extract?: string;
      }[];
    };
    try {
      report = JSON.parse(run.stderr);
    } catch {
      throw new Error(
        `the Nu checker did not run (status ${run.status}): ${run.error?.message ?? ''} ${run.stdout} ${run.stderr}`.trim(),
      );
    }
    return report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => ({
        page: (m.url && (files.get(m.url) ?? files.get(m.url.replace(/^file:\/\//, 'file:')))) ?? m.url ?? '?',
        line: m.lastLine,
        column: m.firstColumn,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per error, grouped by page, for a failing assertion's message. */
export function describeNuErrors(errors: readonly NuMessage[]): string {
  return errors
    .map(
      (e) =>
        `${e.page}:${e.line ?? '?'}:${e.column ?? '?'} ${e.message}${e.extract ? `\n    ${e.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`,
    )
    .join('\n');
}
