import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies (`npm run lint:knip`; docs/testing.md, "What the checks
// catch"). Knip's plugins read most entry points from the tools' own configs, so they are not repeated here:
// - Vite: index.html → src/main.tsx; workers through `new URL('./…', import.meta.url)` and `?worker&url`;
// - Vitest: the four projects' `include` globs in vite.config.ts (unit, unit-isolated, scripts, emulator)
//   and src/testing/setup.ts;
// - Playwright: playwright.config.ts and its testDir, e2e/;
// - ESLint: eslint.config.js and the plugins it loads;
// - tsx and node in package.json's scripts: emulator/main.ts, scripts/**, bench/** (`bench*`).
// Below are only the entry points no config names.
const config: KnipConfig = {
  entry: [
    // Run by scripts/build-basemap.mjs through tsx's tsImport, which knip cannot follow.
    'scripts/basemap/build.ts',
    // The bench's baseline pages: Vite builds bench/<name>/index.html from bench/baseline-page.ts.
    'bench/bare-*/main.ts',
    // The stuck run stall-watchdog.test.ts starts with scripts/vitest/stuck-fixture/vitest.config.ts.
    'scripts/vitest/stuck-fixture/*.fixture.ts',
  ],
  project: ['**/*.{ts,tsx,js,mjs}'],
  ignore: [
    // The types of scripts/lint/import-rules.js for TypeScript (eslint.config.js is checked with them).
    'scripts/lint/import-rules.d.ts',
  ],
  ignoreDependencies: [
    // Loaded by remark-cli's `--use` in the lint:links script, which knip does not read.
    'remark-validate-links',
    // Its font files are read from its folder (scripts/basemap/build.ts resolves the path), never imported.
    '@fontsource/noto-sans',
  ],
  // An export that its own module also uses is reported only when no other module imports it either: such an
  // export widens a module's surface but is not dead code, and removing the keyword from a hundred modules
  // would only churn them. What is reported is an export, re-export or type nothing uses at all.
  ignoreExportsUsedInFile: true,
  // Tests count as users (knip's default mode): a production module may export what only its own test
  // needs. Test support lives in src/testing, e2e/support and emulator/test-support.ts, imported by tests.
  // A deliberate exception is tagged at the export with a JSDoc `@public` and a line saying who uses it.
};

export default config;
