import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One string or template piece that spells a route's address. */
export interface InlineRouteUrl {
  file: string;
  line: number;
  text: string;
}

const ROOT = path.resolve(__dirname, '../..');
/** Where product code lives (tests, the reference platform and the front server are not scanned). */
const SCANNED = ['features', 'components', 'lib', 'app', 'proxy.ts'];
/**
 * Where a route's address may be spelled: its slice's declaration (features/<slice>/paths.ts),
 * the table and the helper that builds every href from the declaration.
 */
const DECLARATIONS = /^(features\/[^/]+\/routes\.ts|lib\/routing\/(route|routeTable)\.ts)$/;

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full).flatMap((name) => filesUnder(path.join(relative, name)));
}

/** A piece that starts an address with a route name: `/replyAll/`, `/login.html`, `/home?`; or a whole `.html` address of one. */
export function routeUrlPattern(names: readonly string[]): RegExp {
  const alternatives = [...names].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(`^/(${alternatives})(/|\\.html|\\?)|/(${alternatives})(/[^\\s'"\`]*)?\\.html\\b`);
}

/** The text pieces of string and template literals in a file (never its comments). */
function literalPieces(file: string, source: string): { text: string; position: number }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const pieces: { text: string; position: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      pieces.push({ text: node.text, position: node.getStart() });
    } else if (ts.isTemplateExpression(node)) {
      pieces.push({ text: node.head.text, position: node.head.getStart() });
      for (const span of node.templateSpans)
        pieces.push({ text: span.literal.text, position: span.literal.getStart() });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return pieces.map((piece) => ({ ...piece, line: tree.getLineAndCharacterOfPosition(piece.position).line + 1 }));
}

/** Every route address spelled outside the route declarations, in product code. */
export function inlineRouteUrls(
  names: readonly string[],
  extra: { file: string; source: string }[] = [],
): InlineRouteUrl[] {
  const pattern = routeUrlPattern(names);
  const files = SCANNED.flatMap(filesUnder)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !DECLARATIONS.test(file));
  const sources = [...files.map((file) => ({ file, source: readFileSync(path.join(ROOT, file), 'utf8') })), ...extra];
  return sources.flatMap(({ file, source }) =>
    literalPieces(file, source)
      .filter((piece) => pattern.test(piece.text))
      .map((piece) => ({ file, line: (piece as { line?: number }).line ?? 0, text: piece.text })),
  );
}
