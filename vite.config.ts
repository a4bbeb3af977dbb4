import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { deploymentFilesPlugin } from './scripts/security-headers-plugin.ts';

const browserLikeTests = {
  // Component tests load page chunks lazily, as the app does; on a busy 2-core machine the first
  // render of a file can take several seconds.
  // A ceiling: under load (scripts/under-load.sh) a test's several page renders can take tens of seconds;
  // at a load average of 14 (three more worktrees' tests beside the busy loops) one took over 60 s.
  testTimeout: 120_000,
  hookTimeout: 60_000,
  environment: 'jsdom',
  setupFiles: ['src/testing/setup.ts'],
};
// A test file that replaces a module with vi.mock is named *.isolated.test.ts(x): it needs a module graph
// of its own (ESLint refuses vi.mock in any other test file).
const isolatedUnitTests = ['src/**/*.isolated.test.{ts,tsx}'];

export default defineConfig({
  // The built app is served (and tested end to end) under the headers a deployment sends, and the build
  // writes them as an nginx include into dist/; the dev server cannot send them: React's fast refresh
  // needs an inline script. PREVIEW_CONFIG names another config whose hosts the policy allows (the
  // benchmark's emulator runs on its own port).
  plugins: [react(), deploymentFilesPlugin(process.env.PREVIEW_CONFIG ?? 'public/config.json')],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // zod and the module that sets it jitless share one chunk, so the setting runs before any
              // module that builds a schema (zod decides at construction whether to compile with eval,
              // which the CSP forbids and reports).
              name: 'zod',
              test: /\/node_modules\/zod\/|\/src\/lib\/zod-without-eval\.ts$/,
            },
          ],
        },
      },
    },
  },
  // The events parser is a module worker (it runs under the same CSP: no eval, no inline script).
  worker: { format: 'es' },
  test: {
    // Vitest's default (one worker fewer than the cores) left one of two cores idle here, while the suite
    // mostly waits on jsdom and imports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          ...browserLikeTests,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedUnitTests,
          // One jsdom and one module graph per worker, not per file: building them for each of about a
          // hundred files was two thirds of the suite's time. The setup file still runs before each file
          // and resets what tests share (rendered trees, handlers, storage, the language); tests pass with
          // their files shuffled.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...browserLikeTests,
          name: 'unit-isolated',
          include: isolatedUnitTests,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'emulator',
          include: ['emulator/**/*.test.ts'],
          environment: 'node',
          // Ceilings, not waits: beside two busy loops (or two other test runs) an emulator took over
          // 10 s to start and a land check 42 s; on a quiet machine they take a fraction of that.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
