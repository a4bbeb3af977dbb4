// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importRules from './scripts/lint/import-rules.js';
import tseslint from 'typescript-eslint';

/** `it.only`, `test.describe.only` and the like. */
const focusedTest = {
  selector: "CallExpression > MemberExpression.callee[property.name='only']",
  message: 'A focused test (.only) skips the rest of its file: remove it before committing.',
};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureNames = features.join('|');

/**
 * The events pipeline in stages (docs/architecture.md, "The events pipeline"): a feature imports only
 * features of a lower stage, through their index.ts. URL state is parsed before any data is asked for; the
 * data knows nothing of rows; the rows nothing of the views that show them; the pages compose the views. The
 * map draws the replay, so it sits a stage above it.
 */
const stages = [
  ['regions'],
  ['presenter'],
  ['auth'],
  ['entities'],
  ['event-url'],
  ['event-data'],
  ['event-rows'],
  ['events-table', 'histogram', 'top-values', 'replay', 'compare', 'device-health'],
  ['map'],
  ['query-pages'],
  ['events-page', 'health-page', 'home-page', 'event-detail'],
];
const staged = stages.flat();
const unstaged = features.filter((name) => !staged.includes(name));
if (unstaged.length > 0)
  throw new Error(`Give each feature a stage in eslint.config.js: ${unstaged.join(', ')}`);
const stageOf = (name) => stages.findIndex((stage) => stage.includes(name));

/**
 * Import boundaries (docs/architecture.md, "The events pipeline"), with ESLint's own
 * no-restricted-imports: a feature reaches another feature only through its index.ts, and only one of a
 * lower stage; shared layers never reach up into features or app; src never imports the emulator. Test
 * support (src/testing) reaches into features' internals as their own tests do; only tests import it.
 */
const noEmulator = { regex: '(^|/)emulator(/|$)', message: 'src/ must never import the emulator.' };
const throughIndex = {
  regex: `^(\\.\\./)+(features/)?(${featureNames})/.+`,
  message: 'Import another feature only through its index.ts.',
};
/** A feature never reaches the app: the app composes the features, not the other way round. */
const noApp = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'A feature must not import src/app (the composition root sits above every feature).',
};
/** The same patterns for static imports and for import() (ESLint's own rule sees only the former). */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'local/restricted-dynamic-imports': ['error', { patterns }],
});

/** For a file `depth` folders inside a feature, the relative path that climbs out of it to another feature. */
const climbOut = (depth) => `^(\\.\\./){${depth}}`;
const stageRules = features.flatMap((name) => {
  const above = features.filter((other) => other !== name && stageOf(other) >= stageOf(name));
  if (above.length === 0) return [];
  return [1, 2, 3, 4].map((depth) => ({
    files: [`src/features/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrict([
      noEmulator,
      throughIndex,
      noApp,
      {
        regex: `${climbOut(depth)}(${above.join('|')})(/|$)`,
        message: `${name} may import only features of a lower stage (eslint.config.js, docs/architecture.md).`,
      },
    ]),
  }));
});
const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: importRules },
    rules: restrict([noEmulator, throughIndex]),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict([noEmulator, throughIndex, noApp]),
  },
  ...stageRules,
  {
    files: ['src/testing/**'],
    rules: restrict([noEmulator]),
  },
  {
    files: ['src/lib/**', 'src/config/**', 'src/components/**', 'src/contract/**'],
    rules: restrict([
      noEmulator,
      {
        regex: '(^|/)(features|app)(/|$)',
        message: 'Shared layers must not depend on features or the app.',
      },
    ]),
  },
  {
    // Test support (src/testing, a feature's testing folder) is for tests: the app's graph never holds it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'local/no-test-support': 'error' },
  },
];

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-maps',
      'node_modules',
      'playwright-report',
      'test-results',
      'bench/tmp',
      'public',
      '.cache',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Rules that need the types, for the TypeScript files of both programs (the app's and the tooling's). A
    // promise nobody awaits, returns or catches loses its rejection (an unhandled rejection, or nothing at
    // all); one handed where a callback's result is ignored (an event handler, a void callback) does too.
    // Each is awaited, caught, or marked `void` with the reason nothing is lost.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only tells that the React Compiler would skip a component; this app does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  ...boundaries,
  {
    // Every text a user reads comes from the catalogs (src/i18n/catalogs): a literal in JSX text, in an
    // attribute a user reads or hears, or in a template there, fails the lint. Texts built in plain .ts
    // files are caught by the Spanish end-to-end walk instead (e2e/languages.spec.ts).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: [
              'label',
              'aria-label',
              'aria-valuetext',
              'aria-roledescription',
              'title',
              'placeholder',
              'helperText',
              'alt',
              'primary',
              'secondary',
              'tooltip',
              'message',
              'text',
              'emptyText',
              'shortLabel',
              'detail',
              'heading',
              'description',
            ],
          },
          callees: {
            exclude: [
              't',
              'i18n(ext)?',
              'require',
              'useId',
              'classNames?',
              'clsx',
              'matchMedia',
              'querySelector(All)?',
              'getElementById',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'includes',
              'startsWith',
              'endsWith',
              'split',
              'join',
              'replace',
              'padStart',
              'toFixed',
              'mark',
              'measure',
              'get',
              'set',
              'has',
              'getAll',
              'toLocaleString',
              'format.*',
              'paths?\\..*',
            ],
          },
          words: {
            // Punctuation, symbols, codes and units that read the same in every language.
            exclude: ['[0-9!-/:-@[-`{-~\\s·…–—−×→←↑↓•✓✕]+', '[A-Z_-]+', '[A-Z]{1,3}', '^\\p{Emoji}+$'],
          },
        },
      ],
    },
  },
  pluginQuery.configs['flat/recommended'],
  {
    // Vitest and Playwright refuse a focused test when CI is set (.ci/run sets it); the lint refuses one
    // everywhere, so none is committed to skip the rest of a file.
    files: ['**/*.{test,spec}.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', focusedTest] },
  },
  {
    // Unit tests share one module graph per worker (vite.config.ts), so a module replaced in one file
    // could stay replaced, or not be, in the next.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        focusedTest,
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(doMock|mock)$/]",
          message:
            'A file that mocks a module runs isolated: name it *.isolated.test.ts(x) (vite.config.ts).',
        },
      ],
    },
  },
  {
    files: [
      'emulator/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.{ts,js,mjs}',
      '*.config.{ts,js}',
      'scripts/**/*.{ts,js,mjs}',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  prettier,
);
