import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import importRules from './import-rules.js';

// RuleTester reports through the test framework's globals; Vitest's are imported, so hand them over (its
// types leave these hooks out).
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const patterns = [{ regex: '^(\\.\\./)+app(/|$)', message: 'no app' }];

tester.run('restricted-dynamic-imports', importRules.rules['restricted-dynamic-imports'], {
  valid: [
    { code: "const page = import('./page/events-page');", options: [{ patterns }] },
    // A static import is no-restricted-imports' to refuse, not this rule's.
    { code: "import { routes } from '../../app/routes';", options: [{ patterns }] },
  ],
  invalid: [
    {
      code: "const routes = import('../../app/routes');",
      options: [{ patterns }],
      errors: [{ message: "'../../app/routes' (import()): no app" }],
    },
  ],
});

tester.run('no-test-support', importRules.rules['no-test-support'], {
  valid: ["import { paths } from '../../config/paths';", "const x = import('./contesting');"],
  invalid: [
    { code: "import { server } from '../../testing/msw-server';", errors: 1 },
    { code: "export { x } from '../testing/x';", errors: 1 },
    { code: "const fixtures = import('../../testing/event-fixtures');", errors: 1 },
  ],
});
