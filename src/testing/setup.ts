import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
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
