/**
 * ESLint rule `boundaries/imports`: which part of the repository may import which.
 *
 * Each zone names the importing files (`importer`, a pattern over the file's path from the
 * repository root), optionally only those that start with 'use client' (`clientOnly`), and what
 * they must not import (`forbidden`, a pattern over the imported module). Local imports ('@/…',
 * './…', '../…') are resolved to their path from the root ('lib/platform/call'), so an alias and
 * a relative path meet the same pattern; package imports are matched by name ('@playwright/test').
 * Type-only imports are allowed everywhere: they leave nothing in the bundle.
 *
 * One rule with a list of zones rather than one config block per glob, because flat config
 * replaces a rule's options per block instead of merging them, and a file can sit in several zones.
 */
import path from 'node:path';

/**
 * @typedef {{importer: string, except?: string, clientOnly?: boolean, typesToo?: boolean, forbidden: string, allowed?: string, message: string}} Zone
 */

/** @param {import('estree').Program} program */
function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || !('directive' in statement)) return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

/**
 * The module an import names: a path from the root for local modules, the name for packages.
 * @param {string} specifier @param {string} fromFile path of the importing file, from the root
 */
export function importTarget(specifier, fromFile) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  }
  return specifier;
}

/** `import type {…}` and `import {type A, type B}` only: erased at build time. @param {any} node */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  /** @type {{ importKind?: string, exportKind?: string }[]} */
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps server code out of client bundles and the reference platform apart from the site' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            importer: { type: 'string' },
            except: { type: 'string' },
            clientOnly: { type: 'boolean' },
            typesToo: { type: 'boolean' },
            forbidden: { type: 'string' },
            allowed: { type: 'string' },
            message: { type: 'string' },
          },
          required: ['importer', 'forbidden', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    /** @type {Zone[]} */
    const zones = (context.options[0] ?? []).filter(
      (/** @type {Zone} */ z) => new RegExp(z.importer).test(file) && !(z.except && new RegExp(z.except).test(file)),
    );
    if (!zones.length) return {};
    let client = false;

    /**
     * @param {any} node the import, export-from or import() node @param {string} specifier
     * @param {boolean} [typeOnly] erased at build time: only a zone about dependencies (typesToo) minds it
     */
    function check(node, specifier, typeOnly = false) {
      const target = importTarget(specifier, file);
      for (const zone of zones) {
        if (zone.clientOnly && !client) continue;
        if (typeOnly && !zone.typesToo) continue;
        if (!new RegExp(zone.forbidden).test(target)) continue;
        if (zone.allowed && new RegExp(zone.allowed).test(target)) continue;
        context.report({ node, message: `${file} must not import ${specifier}: ${zone.message}` });
      }
    }

    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration(node) {
        check(node, String(node.source.value), isTypeOnly(node));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, String(node.source.value), isTypeOnly(node));
      },
      ExportAllDeclaration(node) {
        check(node, String(node.source.value), isTypeOnly(node));
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
    };
  },
};
