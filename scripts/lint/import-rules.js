// @ts-check
/**
 * Two import rules ESLint's own `no-restricted-imports` cannot give:
 * - `restricted-dynamic-imports`: the same patterns, for `import('…')` (a lazy part is still a dependency);
 * - `no-test-support`: a production file imports no testing folder (`src/testing`, `…/testing/…`), statically
 *   or dynamically. A rule of its own, so the per-stage `no-restricted-imports` options never replace it.
 */

/** @typedef {{ regex: string; message: string }} Pattern */

/** @param {import('estree').Node | null | undefined} source */
const literalSource = (source) =>
  source && source.type === 'Literal' && typeof source.value === 'string' ? source.value : null;

/**
 * Calls `check` with every module specifier of a file and the node to report on.
 * @param {(specifier: string, node: import('estree').Node) => void} check
 */
function onSpecifiers(check, { dynamicOnly = false } = {}) {
  /** @param {{ source?: import('estree').Node | null }} node */
  const visit = (node) => {
    const specifier = literalSource(node.source);
    if (specifier !== null) check(specifier, /** @type {import('estree').Node} */ (node));
  };
  return dynamicOnly
    ? { ImportExpression: visit }
    : {
        ImportDeclaration: visit,
        ExportNamedDeclaration: visit,
        ExportAllDeclaration: visit,
        ImportExpression: visit,
      };
}

/** @type {import('eslint').Rule.RuleModule} */
const restrictedDynamicImports = {
  meta: {
    type: 'problem',
    docs: { description: "no-restricted-imports' regex patterns, applied to import() expressions" },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: { regex: { type: 'string' }, message: { type: 'string' } },
              required: ['regex', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['patterns'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** @type {Pattern[]} */
    const patterns = context.options[0]?.patterns ?? [];
    const compiled = patterns.map(({ regex, message }) => ({ test: new RegExp(regex), message }));
    return onSpecifiers(
      (specifier, node) => {
        const hit = compiled.find(({ test }) => test.test(specifier));
        if (hit) context.report({ node, message: `'${specifier}' (import()): ${hit.message}` });
      },
      { dynamicOnly: true },
    );
  },
};

const testingFolder = /(^|\/)testing(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
const noTestSupport = {
  meta: {
    type: 'problem',
    docs: { description: 'production code imports no testing folder' },
    schema: [],
  },
  create(context) {
    return onSpecifiers((specifier, node) => {
      if (testingFolder.test(specifier))
        context.report({
          node,
          message: `'${specifier}': test support belongs to tests; production code must not import it.`,
        });
    });
  },
};

export default {
  rules: { 'restricted-dynamic-imports': restrictedDynamicImports, 'no-test-support': noTestSupport },
};
