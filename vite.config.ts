import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { deploymentFilesPlugin } from './scripts/security-headers-plugin.ts';
import { hiddenSourceMapsPlugin } from './scripts/source-maps-plugin.ts';
import { StallWatchdog } from './scripts/vitest/stall-watchdog.ts';

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
  plugins: [
    react(),
    deploymentFilesPlugin(process.env.PREVIEW_CONFIG ?? 'public/config.json'),
    hiddenSourceMapsPlugin(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // The browsers docs/deploying.md promises: Vite 8's 'baseline-widely-available', written out so an
    // upgrade of Vite cannot change them unnoticed.
    target: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    // Made for the bench and for mapping a reported stack trace, never served (scripts/source-maps-plugin.ts).
    sourcemap: 'hidden',
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
            {
              // What every page needs before it can show anything (React, the router, Query, i18next, MUI's
              // styling and the controls of the first screen) as one file: left to itself the bundler cut
              // them into about twenty, each gzipped apart, 10 KB more in all. The controls only a later
              // view shows (dialogs, tables, sliders, autocomplete) still load with that view.
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|@mui\/(system|styled-engine|utils|private-theming|material\/(styles|utils|internal|Typography|Box|Stack|Button|ButtonBase|IconButton|Paper|Modal|Popover|Popper|Portal|Fade|Grow|CircularProgress|Tooltip|Chip|List|MenuList|Menu|MenuItem|TextField|InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|FormHelperText|Select|NativeSelect|Checkbox|SwitchBase|Switch|FormControlLabel|ToggleButton|ToggleButtonGroup|Collapse|Divider|Alert|SvgIcon|GlobalStyles|CssBaseline|Backdrop|Unstable_TrapFocus|useMediaQuery|transitions|colors|Toolbar|AppBar|Link|ClickAwayListener))\/|i18next|react-i18next|html-parse-stringify|void-elements|clsx|react-is|prop-types|react-transition-group|@babel\/runtime|hoist-non-react-statics|cookie|set-cookie-parser)/,
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
    // Ends a run that a stuck worker would otherwise hold until CI's limit, and says which file held it.
    reporters: ['default', new StallWatchdog()],
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
        // Vitest 5 lets an inline project inherit the root config unless told not to; these two never did
        // (no React plugin, no jsdom setup).
        extends: false,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: false,
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
