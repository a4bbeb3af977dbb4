import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { StallWatchdog } from '../stall-watchdog.ts';

// A run that sticks, for stall-watchdog.test.ts: the watchdog's limit is short so the test ends soon.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.fixture.ts'],
    reporters: ['default', new StallWatchdog({ limitMs: Number(process.env.STUCK_LIMIT_MS ?? 3000) })],
  },
});
