import { test } from 'vitest';

// Run only by stall-watchdog.test.ts, through this folder's own config.
test('finishes', () => {});

test('never yields', () => {
  // A synchronous loop: no timeout can end it, as the worker never returns to its event loop.
  let spins = 0;
  while (spins >= 0) spins += 1;
});
