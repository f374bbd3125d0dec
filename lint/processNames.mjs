/**
 * ESLint rule `process/names`: a process-wide name is defined in its owner module only
 * (lib/processWide.mjs, docs/decisions/0076).
 *
 * State one process shares between the front server and Next's route bundles lives on globalThis
 * under a name. Written twice, in two languages, nothing connects the two spellings; imported from
 * one module, the compiler and "go to definition" do. Outside the owner this rule refuses:
 * - `Symbol.for(…)`: a symbol the whole process shares is such a name;
 * - `globalThis[…]` (or `global`, or a variable holding either), read or written: a computed
 *   property of the global object is reached by a name of its own;
 * - writing, deleting or defining a dotted property of the global object that is not a global the
 *   runtime already has (the config's globals: ECMAScript's, the browser's and Node's), so a test
 *   may still stand in for `fetch` or `IntersectionObserver` but no file invents `globalThis.myCache`;
 * - `declare global { var … }`: a global variable of our own, declared for the compiler.
 * `window` and `self` are left alone: they are a browser page's, whose names (a host app's bridge,
 * the Weixin SDK, a probe an e2e test leaves in the page) are given by others and live in no server.
 */

/** The names a server process's global object goes by. */
const ROOTS = new Set(['globalThis', 'global']);
/** Calls that define properties of their first argument. */
const DEFINERS = new Set([
  'Object.defineProperty',
  'Object.defineProperties',
  'Object.assign',
  'Reflect.set',
  'Reflect.defineProperty',
  'Reflect.deleteProperty',
]);
/** Expressions that stand for their operand at run time: `(x as T)`, `x!`, `x satisfies T`, `<T>x`. */
const TRANSPARENT = new Set([
  'TSAsExpression',
  'TSNonNullExpression',
  'TSSatisfiesExpression',
  'TSTypeAssertion',
  'ChainExpression',
]);

/** @param {any} node */
function unwrap(node) {
  let current = node;
  while (current && TRANSPARENT.has(current.type)) current = current.expression;
  return current;
}

/** `Symbol.for` or `Symbol['for']`. @param {any} callee */
function isSymbolFor(callee) {
  const member = unwrap(callee);
  if (
    member?.type !== 'MemberExpression' ||
    unwrap(member.object)?.type !== 'Identifier' ||
    unwrap(member.object).name !== 'Symbol'
  )
    return false;
  return member.computed
    ? member.property.type === 'Literal' && member.property.value === 'for'
    : member.property.name === 'for';
}

/** `Object.defineProperty`, … as a dotted name, or null. @param {any} callee */
function calleeName(callee) {
  const member = unwrap(callee);
  if (member?.type !== 'MemberExpression' || member.computed || member.object.type !== 'Identifier') return null;
  return `${member.object.name}.${member.property.name}`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const processNames = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps every process-wide name (Symbol.for, globalThis properties) in its one owner module' },
    schema: [
      {
        type: 'object',
        properties: { owner: { type: 'string' } },
        required: ['owner'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const owner = /** @type {{owner: string}} */ (context.options[0]).owner;
    const file = context.filename.split('\\').join('/');
    if (file.endsWith(`/${owner}`) || file === owner) return {};
    const sourceCode = context.sourceCode;
    const advice = `define it in ${owner} and import it from there (docs/decisions/0076)`;

    /**
     * The variable an identifier names here, or null for an undeclared one.
     * @param {any} identifier
     */
    function variableOf(identifier) {
      for (
        let scope = /** @type {import('eslint').Scope.Scope | null} */ (sourceCode.getScope(identifier));
        scope;
        scope = scope.upper
      ) {
        const found = scope.set.get(identifier.name);
        if (found) return found;
      }
      return null;
    }

    /** The runtime's own globals, as the config declares them (ECMAScript, browser, Node). */
    const knownGlobals = sourceCode.scopeManager?.globalScope?.set ?? new Map();

    /**
     * Whether an expression is the global object: one of its names (not shadowed), or a variable
     * initialised with it (`const holder = globalThis as …`).
     * @param {any} node @param {number} depth
     * @returns {boolean}
     */
    function isGlobalObject(node, depth = 0) {
      const expression = unwrap(node);
      if (expression?.type !== 'Identifier' || depth > 4) return false;
      const variable = variableOf(expression);
      if (!variable || variable.defs.length === 0) return ROOTS.has(expression.name);
      const definition = variable.defs[0];
      return (
        definition?.type === 'Variable' &&
        definition.node.init != null &&
        isGlobalObject(definition.node.init, depth + 1)
      );
    }

    /** @param {any} member a MemberExpression on the global object */
    function describe(member) {
      return member.computed
        ? `${sourceCode.getText(unwrap(member.object))}[${sourceCode.getText(member.property)}]`
        : `${sourceCode.getText(unwrap(member.object))}.${member.property.name}`;
    }

    /**
     * A dotted property written, deleted or defined on the global object: refused unless the
     * runtime already has that global.
     * @param {any} target @param {any} node
     */
    function checkWritten(target, node) {
      const member = unwrap(target);
      if (member?.type !== 'MemberExpression' || member.computed || !isGlobalObject(member.object)) return;
      const name = member.property.name;
      if (knownGlobals.has(name)) return;
      context.report({
        node,
        message: `${describe(member)} is no global of the runtime but a process-wide name of ours: ${advice}`,
      });
    }

    return {
      CallExpression(node) {
        if (isSymbolFor(node.callee)) {
          context.report({
            node,
            message: `Symbol.for(${node.arguments.map((a) => sourceCode.getText(a)).join(', ')}) names process-wide state: ${advice}`,
          });
          return;
        }
        const name = calleeName(node.callee);
        if (name && DEFINERS.has(name) && node.arguments[0] && isGlobalObject(node.arguments[0])) {
          context.report({
            node,
            message: `${name}(${sourceCode.getText(unwrap(node.arguments[0]))}, …) defines process-wide names: ${advice}`,
          });
        }
      },
      MemberExpression(node) {
        if (node.computed && isGlobalObject(node.object)) {
          context.report({
            node,
            message: `${describe(node)} reaches process-wide state by a name of its own: ${advice}`,
          });
        }
      },
      AssignmentExpression(node) {
        checkWritten(node.left, node);
      },
      UpdateExpression(node) {
        checkWritten(node.argument, node);
      },
      UnaryExpression(node) {
        if (node.operator === 'delete') checkWritten(node.argument, node);
      },
      /** @param {any} node */
      'TSModuleDeclaration[kind="global"] VariableDeclaration'(node) {
        context.report({
          node,
          message: `a global variable declared for the compiler is a process-wide name: ${advice}`,
        });
      },
    };
  },
};
