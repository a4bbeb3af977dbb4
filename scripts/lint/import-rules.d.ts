import type { Rule } from 'eslint';

declare const importRules: {
  rules: Record<'restricted-dynamic-imports' | 'no-test-support', Rule.RuleModule>;
};
export default importRules;
