import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetAuthState } from '../features/auth/reset-auth-state';
import { setPresenterMode } from '../features/presenter/presenter-mode';
import en from '../i18n/catalogs/en';
import { i18n, startI18nWith } from '../i18n/i18n';
import { lazyLoadsSettled } from '../lib/lazy-component';
import { resetViewportWidth } from './viewport';
import { removeIntersectionObserver } from './intersection';
import { server } from './msw-server';

// Tests read the English texts, loaded at once rather than as a chunk.
startI18nWith('en', en);

// A page's first render loads its lazy chunk, which the first test of a file pays for on a busy 2-core
// machine: wait up to 45 s for what a test looks for instead of the default 1 s. A ceiling, not a wait:
// beside two busy loops (scripts/under-load.sh) a first render took more than 5 s, and with three more
// worktrees' tests on the machine too (load average 14) a whole app's first render passed 20 s.
configure({ asyncUtilTimeout: 45_000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// After each test (and so before each file: the unit project runs a worker's files in one module graph),
// everything tests share is as new, whatever order the files and tests run in: the rendered tree (first,
// so nothing mounted sees the rest go), handlers, storage, what the auth feature holds in memory
// (managers, renewals, borrowed and lent sessions, keys, and each module's session state), presenter mode,
// the clock, the language, the viewport's width (`resetViewportWidth`) and a test's IntersectionObserver.
afterEach(async () => {
  cleanup();
  resetViewportWidth();
  removeIntersectionObserver();
  // A part a test rendered may still be loading its code (the map beside the table): it arrives while
  // this file's environment is up, not half way into the next file's.
  await lazyLoadsSettled();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  setPresenterMode(false);
  resetAuthState();
  vi.useRealTimers();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
afterAll(() => server.close());

// jsdom has no layout: every element measures 0x0, so a virtualised list would render no rows.
// Give elements a typical viewport size so virtualised components render as in a browser.
Object.defineProperties(HTMLElement.prototype, {
  offsetHeight: { configurable: true, get: () => 720 },
  offsetWidth: { configurable: true, get: () => 1200 },
  clientHeight: { configurable: true, get: () => 720 },
  clientWidth: { configurable: true, get: () => 1200 },
});
